//! What the `template` group's findings carry for their sentences
//! (written in `crate::diagnostic::sentences::template`).

use crate::diagnostic::codes::Code;
use crate::diagnostic::detail::Detail;

/// What is wrong with a variable name (`template-invalid-variable-name`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NameProblem {
    /// A character that no name holds (the finding's character).
    Character,
    /// No name at all, as in `{x,}` or `{?}`.
    Empty,
    /// A dot at the start or the end of the name, or after another dot.
    Dot,
    /// A `%` without two hexadecimal digits.
    Percent,
}

/// What is wrong with a prefix modifier (`template-invalid-prefix`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PrefixProblem {
    /// `:` with nothing after it.
    Missing,
    /// Something other than digits after `:`.
    NotANumber,
    /// A length with a leading zero, `0` included.
    LeadingZero,
    /// A length above 9999.
    TooLong,
    /// A prefix on an exploded variable, `{var:3*}`.
    Exploded,
}

/// What a `template` finding's sentence needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TemplateDetail {
    /// `template-unclosed-expression`.
    Unclosed,
    /// `template-empty-expression`.
    Empty,
    /// `template-reserved-operator`: the operator is the finding's character.
    ReservedOperator,
    /// `template-invalid-variable-name`.
    Name(NameProblem),
    /// `template-invalid-prefix`.
    Prefix(PrefixProblem),
    /// `template-invalid-literal`: the finding's character.
    Literal,
    /// `template-misplaced-expression`: an expression inside an IP literal.
    InIpLiteral,
    /// `template-dot-segment`: the segment an expansion made, of one or
    /// two dots.
    DotSegment {
        /// 1 for `.`, 2 for `..`.
        dots: u8,
    },
    /// `template-new-authority`: an expansion whose path starts with `//`.
    NewAuthority,
    /// `template-prefix-on-composite`.
    PrefixOnComposite {
        /// An associative array, rather than a list.
        map: bool,
    },
}

impl TemplateDetail {
    /// The code of a finding with this detail.
    #[must_use]
    pub const fn code(self) -> Code {
        match self {
            TemplateDetail::Unclosed => Code::TemplateUnclosedExpression,
            TemplateDetail::Empty => Code::TemplateEmptyExpression,
            TemplateDetail::ReservedOperator => Code::TemplateReservedOperator,
            TemplateDetail::Name(_) => Code::TemplateInvalidVariableName,
            TemplateDetail::Prefix(_) => Code::TemplateInvalidPrefix,
            TemplateDetail::Literal => Code::TemplateInvalidLiteral,
            TemplateDetail::InIpLiteral => Code::TemplateMisplacedExpression,
            TemplateDetail::DotSegment { .. } => Code::TemplateDotSegment,
            TemplateDetail::NewAuthority => Code::TemplateNewAuthority,
            TemplateDetail::PrefixOnComposite { .. } => Code::TemplatePrefixOnComposite,
        }
    }
}

impl From<TemplateDetail> for Detail {
    fn from(detail: TemplateDetail) -> Detail {
        Detail::Template(detail)
    }
}
