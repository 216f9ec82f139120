//! An outside program playing as a seat over the bot protocol (NOTATION.md
//! section 4): the host writes one JSON line per message to its standard
//! input and reads one answer line per turn from its standard output.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use dominoes_rules::{Move, SeatView};

use crate::protocol::{self, ProtocolError};

/// Why an outside bot failed to answer.
#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    #[error("cannot start {command:?}: {source}")]
    Start {
        command: String,
        source: std::io::Error,
    },
    #[error("the bot closed its output")]
    Closed,
    #[error("the bot did not answer within {0:?}")]
    Timeout(Duration),
    #[error("cannot write to the bot: {0}")]
    Write(std::io::Error),
    #[error(transparent)]
    Protocol(#[from] ProtocolError),
}

/// A running bot program.
#[derive(Debug)]
pub struct ExternalBot {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// How long a move may take (NOTATION.md: 10 seconds unless told otherwise).
    pub move_time: Duration,
}

impl ExternalBot {
    pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(10);

    /// Starts `command` (split on whitespace: a program and its arguments).
    ///
    /// # Errors
    /// If the program cannot be started.
    pub fn spawn(command: &str) -> Result<ExternalBot, ExternalError> {
        let mut words = command.split_whitespace();
        let program = words.next().unwrap_or_default();
        let start = |source| ExternalError::Start {
            command: command.to_owned(),
            source,
        };
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(start)?;
        let stdin = child
            .stdin
            .take()
            .ok_or_else(|| start(std::io::Error::other("no stdin")))?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| start(std::io::Error::other("no stdout")))?;
        // A reader thread turns the blocking pipe into a channel with a timeout.
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(ExternalBot {
            child,
            stdin,
            lines,
            move_time: ExternalBot::DEFAULT_MOVE_TIME,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(ExternalError::Write)
    }

    /// Sends a `turn` message and reads the answer. The move may be illegal:
    /// the host decides what that costs.
    ///
    /// # Errors
    /// If the bot cannot be written to, closes, times out or answers garbage.
    pub fn ask(&mut self, view: &SeatView) -> Result<Move, ExternalError> {
        self.send(&protocol::turn_message(view))?;
        let line = match self.lines.recv_timeout(self.move_time) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => return Err(ExternalError::Timeout(self.move_time)),
            Err(RecvTimeoutError::Disconnected) => return Err(ExternalError::Closed),
        };
        Ok(protocol::parse_answer(&line)?)
    }

    /// Sends a message the bot does not answer (`hand_start`, `hand_end`,
    /// `game_end`). A bot that has stopped reading is found out at its next turn.
    pub fn tell(&mut self, line: &str) {
        let _ = self.send(line);
    }
}

impl Drop for ExternalBot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
