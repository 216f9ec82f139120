//! The server's memory, when it runs on this machine: its process found by
//! the port it listens on (Linux `/proc`), its `VmHWM` and `VmRSS` read
//! from `/proc/<pid>/status`.

use std::fs;

/// The id of the process listening on TCP `port`, if it is on this
/// machine and readable.
pub fn pid_listening_on(port: u16) -> Option<u32> {
    let inodes: Vec<String> = ["/proc/net/tcp", "/proc/net/tcp6"]
        .iter()
        .filter_map(|file| fs::read_to_string(file).ok())
        .flat_map(|table| listening_inodes(&table, port))
        .collect();
    if inodes.is_empty() {
        return None;
    }
    let wanted: Vec<String> = inodes.iter().map(|i| format!("socket:[{i}]")).collect();
    for entry in fs::read_dir("/proc").ok()?.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|s| s.parse::<u32>().ok())
        else {
            continue;
        };
        let Ok(fds) = fs::read_dir(entry.path().join("fd")) else {
            continue;
        };
        for fd in fds.flatten() {
            if let Ok(link) = fs::read_link(fd.path())
                && wanted.iter().any(|w| link.as_os_str() == w.as_str())
            {
                return Some(pid);
            }
        }
    }
    None
}

/// The inodes of sockets in state LISTEN (`0A`) on `port` in one
/// `/proc/net/tcp*` table.
fn listening_inodes(table: &str, port: u16) -> Vec<String> {
    table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let local = fields.get(1)?;
            let state = fields.get(3)?;
            let inode = fields.get(9)?;
            let local_port = u16::from_str_radix(local.rsplit(':').next()?, 16).ok()?;
            (local_port == port && *state == "0A").then(|| (*inode).to_owned())
        })
        .collect()
}

/// A field of `/proc/<pid>/status` in MiB (`VmHWM`: the peak resident set;
/// `VmRSS`: the current one).
pub fn status_mib(pid: u32, field: &str) -> Option<f64> {
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    parse_status_kib(&status, field).map(|kib| kib as f64 / 1024.0)
}

fn parse_status_kib(status: &str, field: &str) -> Option<u64> {
    status.lines().find_map(|line| {
        let rest = line.strip_prefix(field)?.strip_prefix(':')?;
        rest.split_whitespace().next()?.parse().ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listening_socket_is_found_by_its_port() {
        let table = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 12345 1 0000000000000000 100 0 0 10 0\n   1: 0100007F:1F90 0100007F:C350 01 00000000:00000000 00:00000000 00000000     0        0 999 1 0000000000000000 100 0 0 10 0\n";
        assert_eq!(listening_inodes(table, 8080), ["12345"]);
        assert!(listening_inodes(table, 8081).is_empty());
    }

    #[test]
    fn status_fields_are_read_in_kib() {
        let status = "Name:\tdominoes\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n";
        assert_eq!(parse_status_kib(status, "VmHWM"), Some(204_800));
        assert_eq!(parse_status_kib(status, "VmRSS"), Some(102_400));
        assert_eq!(parse_status_kib(status, "VmSwap"), None);
    }

    #[test]
    fn this_process_has_a_peak() {
        assert!(status_mib(std::process::id(), "VmHWM").is_some_and(|m| m > 0.0));
    }
}
