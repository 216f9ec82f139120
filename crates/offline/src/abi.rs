//! The WebAssembly boundary: the page writes a request's UTF-8 into memory
//! it asked [`engine_alloc`] for, calls [`engine_call`], reads the answer
//! at the pointer it returns (its length in 4 bytes, little-endian, then
//! its UTF-8), and gives the answer back with
//! [`engine_free`] (web/offline-worker.js). No generated glue: three
//! functions, so the page needs no build tool beyond `cargo` to load it.
//! Named apart from the C library's `free`: the native build, whose tests
//! call them too, links beside it.

#![allow(
    unsafe_code,
    reason = "the only way across the WebAssembly boundary is a raw pointer"
)]

/// A buffer of `len` bytes the caller fills, then hands to [`engine_call`].
#[unsafe(no_mangle)]
pub extern "C" fn engine_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len);
    let pointer = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    pointer
}

/// Gives back a buffer from [`engine_alloc`] or an answer from [`engine_call`].
///
/// # Safety
/// `pointer` and `len` are exactly a buffer this module handed out, not
/// yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_free(pointer: *mut u8, len: usize) {
    // SAFETY: the caller passes back a buffer of this capacity from
    // `engine_alloc` or `engine_call`, once.
    drop(unsafe { Vec::from_raw_parts(pointer, 0, len) });
}

/// Answers the request in the `len` bytes at `pointer` (which it frees):
/// the answer's length in 4 bytes, little-endian, then its UTF-8; the
/// page frees 4 + that length.
///
/// # Safety
/// `pointer` and `len` are a buffer from [`engine_alloc`], filled with `len`
/// bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn engine_call(pointer: *mut u8, len: usize) -> *mut u8 {
    // SAFETY: the caller filled `len` bytes of this buffer from `engine_alloc`,
    // whose capacity is exactly `len`.
    let request: Box<[u8]> =
        unsafe { Box::from_raw(std::ptr::slice_from_raw_parts_mut(pointer, len)) };
    let answer = match std::str::from_utf8(&request) {
        Ok(text) => crate::call(text),
        Err(_) => r#"{"error":{"code":"bad_request","message":"a request is UTF-8"}}"#.to_owned(),
    };
    let length = u32::try_from(answer.len()).expect("an answer under 4 GiB");
    let mut bytes = Vec::with_capacity(4 + answer.len());
    bytes.extend_from_slice(&length.to_le_bytes());
    bytes.extend_from_slice(answer.as_bytes());
    Box::into_raw(bytes.into_boxed_slice()).cast::<u8>()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page's round trip, natively: write a request, call, read the
    /// answer, give both back.
    fn round_trip(request: &[u8]) -> String {
        let pointer = engine_alloc(request.len());
        // SAFETY: as the page does: `request.len()` bytes into the buffer
        // just handed out, which `engine_call` takes back.
        let out = unsafe {
            std::ptr::copy_nonoverlapping(request.as_ptr(), pointer, request.len());
            engine_call(pointer, request.len())
        };
        // SAFETY: the answer as `engine_call` lays it out, read once, freed once.
        unsafe {
            let mut length = [0; 4];
            std::ptr::copy_nonoverlapping(out, length.as_mut_ptr(), 4);
            let len = u32::from_le_bytes(length) as usize;
            let text =
                String::from_utf8_lossy(std::slice::from_raw_parts(out.add(4), len)).into_owned();
            engine_free(out, 4 + len);
            text
        }
    }

    #[test]
    fn a_request_crosses_the_boundary_and_its_answer_comes_back() {
        assert!(round_trip(br#"{"call": "fly"}"#).contains(r#""code":"bad_request""#));
        assert!(round_trip(b"\xff\xfe").contains("a request is UTF-8"));
        assert!(round_trip(b"").contains("unreadable JSON"));
    }
}
