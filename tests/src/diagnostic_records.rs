//! The records of `tests/data/diagnostics.jsonl`: for every code of the
//! code table, an input that makes a finding of it, and that finding.
//!
//! Read by the three tests that show every code through one caller each — `Display` (`tests/tests/
//! diagnostics.rs`), the macros' compile errors and warnings (a unit test
//! of `iri-macros`) and `iri-check`'s output (`iri-cli/tests/
//! diagnostics.rs`) — so that they read the records alike.
//!
//! A record:
//!
//! ```json
//! {"code": "form-relative", "input": "../a", "grammar": "IRI-reference",
//!  "policy": "preset = \"rdf\"", "features": ["nfc"], "note": "why"}
//! ```
//!
//! `grammar` names the production (as in the other vector files), `policy`
//! is the policy's text form (the default policy without it), `features`
//! the cargo features of `iri-core` the finding needs. Instead of `input`,
//! a record may give `build` (the components given to `Iri::builder()` or
//! `IriRef::builder()`, for the errors only building reports),
//! `constraints` beside `input` (a static type's constraints, for the
//! `constraint` codes), `compile_time` beside `input` (the form advised
//! for a constant of Rust source, for `source-parsed-at-run-time`), or
//! `unreachable` (why no test input can make it:
//! `grammar-too-long` needs 4 GiB).

use std::path::Path;

use iri_checker::{Code, Finding, Policy, check};
use iri_core::constraints::{Constraints, Presence, Violation};
use iri_core::{Grammar, Iri, IriRef, ParseError, parse};
use serde_json::{Map, Value};

pub use crate::names::grammar_named;

/// The path of the records, from a crate directory of the workspace.
#[must_use]
pub fn data_file(manifest_dir: &str) -> std::path::PathBuf {
    Path::new(manifest_dir).join("../tests/data/diagnostics.jsonl")
}

/// One record: its line, code and fields.
#[derive(Clone, Debug)]
pub struct DiagnosticRecord {
    /// The line, from 1.
    pub line: usize,
    /// The code it is about.
    pub code: Code,
    fields: Map<String, Value>,
}

/// What a record makes: the finding of its code, in the value it is in.
#[derive(Clone, Debug)]
pub enum Made {
    /// A parse error (the grammar's, or building's).
    Error {
        /// The error.
        error: ParseError,
        /// The text the error is about.
        value: String,
    },
    /// A finding of the checker, under the record's policy.
    Finding {
        /// The finding of the record's code.
        finding: Finding,
        /// The text checked.
        value: String,
        /// The grammar it was parsed with.
        grammar: Grammar,
        /// The policy it was checked under.
        policy: Policy,
    },
    /// A template refused when parsed (its text is the value), or an
    /// expansion refused (the expansion is the value; the template's text
    /// for `template-prefix-on-composite`).
    Template {
        /// The finding.
        finding: Finding,
        /// The text it is about.
        value: String,
    },
    /// The advice on a constant of Rust source parsed at run time (the
    /// record's `compile_time` names the form advised): what
    /// `iri-check`'s Rust reader reports, the macros never.
    Advice {
        /// The finding.
        finding: Finding,
        /// The constant.
        value: String,
    },
    /// A broken constraint of a static type.
    Violation {
        /// The violation.
        violation: Violation,
        /// The text checked.
        value: String,
    },
}

impl Made {
    /// The finding, whatever made it.
    #[must_use]
    pub fn finding(&self) -> Finding {
        match self {
            Made::Error { error, .. } => error.finding(),
            Made::Finding { finding, .. }
            | Made::Template { finding, .. }
            | Made::Advice { finding, .. } => *finding,
            Made::Violation { violation, .. } => violation.finding(),
        }
    }

    /// The text the finding is about.
    #[must_use]
    pub fn value(&self) -> &str {
        match self {
            Made::Error { value, .. }
            | Made::Finding { value, .. }
            | Made::Violation { value, .. }
            | Made::Template { value, .. }
            | Made::Advice { value, .. } => value,
        }
    }
}

/// Reads every record of the file at `path`.
///
/// # Panics
///
/// When the file cannot be read or a record is malformed: the data is the
/// tests' own.
#[must_use]
pub fn read(path: &Path) -> Vec<DiagnosticRecord> {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| {
            let at = format!("{}:{}", path.display(), index + 1);
            let Ok(Value::Object(fields)) = serde_json::from_str(line) else {
                panic!("{at}: not a JSON object");
            };
            let name = fields.get("code").and_then(Value::as_str);
            let code = name
                .and_then(Code::from_name)
                .unwrap_or_else(|| panic!("{at}: unknown code {name:?}"));
            DiagnosticRecord {
                line: index + 1,
                code,
                fields,
            }
        })
        .collect()
}

impl DiagnosticRecord {
    /// The string member `key`.
    #[must_use]
    pub fn str(&self, key: &str) -> Option<&str> {
        self.fields.get(key).and_then(Value::as_str)
    }

    /// `line N (code)`, for failure messages.
    #[must_use]
    pub fn label(&self) -> String {
        format!("diagnostics.jsonl line {} ({})", self.line, self.code)
    }

    /// The input, when the record gives one to parse.
    #[must_use]
    pub fn input(&self) -> Option<&str> {
        self.str("input")
    }

    /// The grammar's name (`IRI-reference` when not given).
    #[must_use]
    pub fn grammar_name(&self) -> &str {
        self.str("grammar").unwrap_or("IRI-reference")
    }

    /// The policy's text, when given.
    #[must_use]
    pub fn policy_text(&self) -> Option<&str> {
        self.str("policy")
    }

    /// Whether the record is made by building, not parsing.
    #[must_use]
    pub fn is_built(&self) -> bool {
        self.fields.contains_key("build")
    }

    /// Whether the record is about a static type's constraints.
    #[must_use]
    pub fn is_constraint(&self) -> bool {
        self.fields.contains_key("constraints")
    }

    /// The template, for the `template` codes.
    #[must_use]
    pub fn template(&self) -> Option<&str> {
        self.str("template")
    }

    /// The compile-time form a constant of Rust source is advised (by its
    /// name, `Iri`, `NamedNodeRef`), for `source-parsed-at-run-time`.
    #[must_use]
    pub fn compile_time(&self) -> Option<&str> {
        self.str("compile_time")
    }

    /// Why no input can make the record's finding, for the codes that no
    /// test can reach.
    #[must_use]
    pub fn unreachable(&self) -> Option<&str> {
        self.str("unreachable")
    }

    /// The features of `iri-core` the record needs.
    #[must_use]
    pub fn features(&self) -> Vec<&str> {
        self.fields
            .get("features")
            .and_then(Value::as_array)
            .map(|features| features.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default()
    }

    /// The policy of the record.
    pub fn policy(&self) -> Result<Policy, String> {
        match self.policy_text() {
            Some(text) => text.parse().map_err(|e| format!("bad policy: {e}")),
            None => Ok(Policy::DEFAULT),
        }
    }

    /// The finding of the record's code, in what it is found in: `None`
    /// for an unreachable record; an error when the record does not make
    /// it.
    pub fn make(&self) -> Result<Option<Made>, String> {
        if self.unreachable().is_some() {
            return Ok(None);
        }
        if let Some(template) = self.template() {
            let made = self.template_finding(template)?;
            let code = made.finding().code();
            return if code == self.code {
                Ok(Some(made))
            } else {
                Err(format!("makes {code}, not {}", self.code))
            };
        }
        if let Some(name) = self.compile_time() {
            let form = iri_core::diagnostic::CompileTimeForm::ALL
                .into_iter()
                .find(|f| format!("{f:?}") == name)
                .ok_or_else(|| format!("unknown compile-time form {name}"))?;
            let input = self.input().ok_or("no `input`")?;
            let finding = iri_checker::advise_compile_time(input, form, &self.policy()?)
                .ok_or("no advice under the record's policy")?;
            return Ok(Some(Made::Advice {
                finding,
                value: input.to_owned(),
            }));
        }
        let name = self.grammar_name();
        let grammar = grammar_named(name).ok_or_else(|| format!("unknown grammar {name}"))?;
        let made = if let Some(build) = self.fields.get("build") {
            self.built(build, grammar)?
        } else {
            let input = self.input().ok_or("no `input`")?;
            match parse(input, grammar) {
                Err(error) => Made::Error {
                    error,
                    value: input.to_owned(),
                },
                Ok(table) => {
                    if let Some(constraints) = self.fields.get("constraints") {
                        let violation = constraints_of(constraints)?
                            .check(input, &table)
                            .err()
                            .ok_or("no violation")?;
                        Made::Violation {
                            violation,
                            value: input.to_owned(),
                        }
                    } else {
                        let policy = self.policy()?;
                        let report = check(input, &table, grammar, &policy);
                        let finding = report
                            .iter()
                            .find(|f| f.code() == self.code)
                            .copied()
                            .ok_or_else(|| format!("no {} finding in {report:?}", self.code))?;
                        Made::Finding {
                            finding,
                            value: input.to_owned(),
                            grammar,
                            policy,
                        }
                    }
                }
            }
        };
        let code = made.finding().code();
        if code == self.code {
            Ok(Some(made))
        } else {
            Err(format!("makes {code}, not {}", self.code))
        }
    }

    /// The finding of parsing `template`, or of expanding it with the
    /// record's `variables` (strings and lists of strings).
    fn template_finding(&self, template: &str) -> Result<Made, String> {
        use iri_template::Template;
        let parsed = match Template::parse(template) {
            Err(e) => {
                return Ok(Made::Template {
                    finding: e.findings()[0],
                    value: template.to_owned(),
                });
            }
            Ok(parsed) => parsed,
        };
        let variables = self.fields.get("variables").and_then(Value::as_object);
        let lookup = |name: &str| -> Option<Vec<String>> {
            let value = variables?.get(name)?;
            match value {
                Value::Array(items) => Some(
                    items
                        .iter()
                        .map(|v| v.as_str().unwrap_or_default().to_owned())
                        .collect(),
                ),
                other => Some(vec![other.as_str().unwrap_or_default().to_owned()]),
            }
        };
        // A string is given as a one-member list, which expands alike but
        // for the prefix modifier: strings are looked up as strings.
        let strings =
            |name: &str| -> Option<String> { variables?.get(name)?.as_str().map(str::to_owned) };
        let lists = |name: &str| -> Option<Vec<String>> {
            let value = variables?.get(name)?;
            value.is_array().then(|| lookup(name)).flatten()
        };
        let both = |name: &str| -> Option<Either> {
            strings(name)
                .map(Either::Text)
                .or_else(|| lists(name).map(Either::List))
        };
        let error = parsed
            .expand(&both)
            .err()
            .ok_or("the expansion is accepted")?;
        let value = if error.expansion().is_empty() {
            template.to_owned()
        } else {
            error.expansion().to_owned()
        };
        Ok(Made::Template {
            finding: *error.finding(),
            value,
        })
    }

    /// The error of building the components `build` (an object of
    /// `scheme`, `host`, `path`).
    fn built(&self, build: &Value, grammar: Grammar) -> Result<Made, String> {
        let part = |key: &str| build.get(key).and_then(Value::as_str);
        macro_rules! build {
            ($kind:ident) => {{
                let mut builder = $kind::builder();
                if let Some(scheme) = part("scheme") {
                    builder.scheme(scheme);
                }
                if let Some(host) = part("host") {
                    builder.host(host);
                }
                if let Some(path) = part("path") {
                    builder.path(path);
                }
                builder.build().err().ok_or("built")?
            }};
        }
        let err = if grammar == Grammar::IRI {
            build!(Iri)
        } else if grammar == Grammar::IRI_REFERENCE {
            build!(IriRef)
        } else {
            return Err(format!("no builder for {}", self.grammar_name()));
        };
        Ok(Made::Error {
            error: err.parse_error(),
            value: err.text().to_owned(),
        })
    }
}

/// The constraints of a record: `{"schemes": ["https"]}`, `{"absolute":
/// "required"}`, `{"port_range": [1, 2]}`, `{"path_prefix": "/v1/"}`,
/// `{"ascii": true}`, or a component (`userinfo`, `host`, `port`, `query`,
/// `fragment`) with `required` or `forbidden`.
fn constraints_of(value: &Value) -> Result<Constraints<'static>, String> {
    let object = value.as_object().ok_or("`constraints` is not an object")?;
    let mut c = Constraints::NONE;
    for (key, value) in object {
        let rule = || match value.as_str() {
            Some("required") => Ok(Presence::Required),
            Some("forbidden") => Ok(Presence::Forbidden),
            _ => Err(format!("bad rule for {key}")),
        };
        c = match key.as_str() {
            "schemes" => {
                let schemes: Vec<&'static str> = value
                    .as_array()
                    .ok_or("bad schemes")?
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|s| &*Box::leak(s.to_owned().into_boxed_str()))
                    .collect();
                c.schemes(Box::leak(schemes.into_boxed_slice()))
            }
            "absolute" => c.absolute(rule()?),
            "userinfo" => c.userinfo(rule()?),
            "host" => c.host(rule()?),
            "port" => c.port(rule()?),
            "query" => c.query(rule()?),
            "fragment" => c.fragment(rule()?),
            "port_range" => {
                let bound = |i: usize| {
                    value
                        .get(i)
                        .and_then(Value::as_u64)
                        .and_then(|n| u16::try_from(n).ok())
                        .ok_or("bad port_range")
                };
                c.port_range(bound(0)?, bound(1)?)
            }
            "path_prefix" => {
                let prefix = value.as_str().ok_or("bad path_prefix")?;
                c.path_prefix(Box::leak(prefix.to_owned().into_boxed_str()))
            }
            "ascii" => c.ascii(value.as_bool().ok_or("bad ascii")?),
            _ => return Err(format!("unknown constraint {key}")),
        };
    }
    Ok(c)
}

/// How often a message names `component` (`"path"`, `"IP literal"`): as
/// a whole word, not inside another (`scheme-specific` names no scheme).
#[must_use]
pub fn mentions(message: &str, component: &str) -> usize {
    let word = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    message
        .match_indices(component)
        .filter(|(at, _)| {
            let before = message[..*at].chars().next_back();
            let after = message[at + component.len()..].chars().next();
            !before.is_some_and(word) && !after.is_some_and(word)
        })
        .count()
}

/// A record's variable: a string or a list.
enum Either {
    Text(String),
    List(Vec<String>),
}

impl iri_template::Value for Either {
    type DotSegment = iri_template::Possible;
    fn shape(&self) -> iri_template::Shape<'_> {
        match self {
            Either::Text(s) => s.shape(),
            Either::List(l) => l.shape(),
        }
    }
}
