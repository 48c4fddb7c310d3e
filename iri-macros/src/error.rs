//! The errors a macro call becomes: messages with the tokens they point at,
//! written into the expansion as `::core::compile_error! { "message" }`
//! calls, one per message, in order.
//!
//! A message covers the tokens from `start` to `end`: the compiler places
//! the `compile_error!` call's error at the span of the whole call, which
//! runs from the path's first token (spanned `start`) to the braces holding
//! the message (spanned `end`). This is the shape and the spans `syn`
//! gives its errors, which the crate used before reading its input itself:
//! the compile-fail tests' expected output holds for both.

use core::fmt;

use proc_macro2::{Delimiter, Group, Ident, Literal, Punct, Spacing, Span, TokenStream, TokenTree};

/// The result of reading a macro's input or checking its value.
pub(crate) type Result<T> = core::result::Result<T, Error>;

/// One or more compile errors.
#[derive(Debug)]
pub(crate) struct Error {
    /// Never empty: the first is what `Display` writes.
    messages: Vec<Message>,
}

#[derive(Debug)]
struct Message {
    start: Span,
    end: Span,
    text: String,
}

impl Error {
    /// An error at `span`.
    pub(crate) fn new(span: Span, message: impl Into<String>) -> Self {
        Self::spanning(span, span, message.into())
    }

    /// An error covering the tokens from `start` to `end`.
    pub(crate) fn spanning(start: Span, end: Span, text: String) -> Self {
        Error {
            messages: vec![Message { start, end, text }],
        }
    }

    /// Adds `other`'s messages after this error's.
    pub(crate) fn combine(&mut self, other: Error) {
        self.messages.extend(other.messages);
    }

    /// The same error with `prefix` before each message.
    pub(crate) fn prefixed(mut self, prefix: &str) -> Self {
        for message in &mut self.messages {
            message.text.insert_str(0, prefix);
        }
        self
    }

    /// The messages, in order.
    #[cfg(test)]
    pub(crate) fn messages(&self) -> impl Iterator<Item = &str> {
        self.messages.iter().map(|m| m.text.as_str())
    }

    /// The expansion that reports the errors: `::core::compile_error! {
    /// "message" }` for each message.
    pub(crate) fn into_compile_error(self) -> TokenStream {
        let mut tokens = TokenStream::new();
        for message in &self.messages {
            message.write(&mut tokens);
        }
        tokens
    }
}

impl Message {
    /// Appends `::core::compile_error! { "text" }`: the path and the `!`
    /// spanned at `start`, the braces and the string at `end`.
    fn write(&self, tokens: &mut TokenStream) {
        let punct = |c: char, spacing: Spacing| {
            let mut punct = Punct::new(c, spacing);
            punct.set_span(self.start);
            TokenTree::Punct(punct)
        };
        let mut text = Literal::string(&self.text);
        text.set_span(self.end);
        let mut body = Group::new(Delimiter::Brace, TokenTree::Literal(text).into());
        body.set_span(self.end);
        tokens.extend([
            punct(':', Spacing::Joint),
            punct(':', Spacing::Alone),
            TokenTree::Ident(Ident::new("core", self.start)),
            punct(':', Spacing::Joint),
            punct(':', Spacing::Alone),
            TokenTree::Ident(Ident::new("compile_error", self.start)),
            punct('!', Spacing::Alone),
            TokenTree::Group(body),
        ]);
    }
}

/// The first message.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.messages[0].text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_message_is_a_compile_error_call_in_order() {
        let mut error = Error::new(Span::call_site(), "first");
        error.combine(Error::new(Span::call_site(), "second \"quoted\""));
        assert_eq!(error.to_string(), "first");
        assert_eq!(
            error.messages().collect::<Vec<_>>(),
            ["first", "second \"quoted\""]
        );
        let written = error.into_compile_error().to_string();
        assert_eq!(
            written,
            ":: core :: compile_error ! { \"first\" } :: core :: compile_error ! \
             { \"second \\\"quoted\\\"\" }"
        );
    }

    /// The same tokens as `syn`'s errors, which the crate used before.
    #[test]
    fn the_tokens_are_syn_s() {
        let ours = Error::new(Span::call_site(), "a\nb é").into_compile_error();
        let syn = syn::Error::new(Span::call_site(), "a\nb é").into_compile_error();
        assert_eq!(ours.to_string(), syn.to_string());
        let spacing = |tokens: TokenStream| -> Vec<String> {
            tokens
                .into_iter()
                .map(|t| match t {
                    TokenTree::Punct(p) => format!("{:?}", p.spacing()),
                    other => other.to_string(),
                })
                .collect()
        };
        assert_eq!(
            spacing(Error::new(Span::call_site(), "m").into_compile_error()),
            spacing(syn::Error::new(Span::call_site(), "m").into_compile_error())
        );
    }
}
