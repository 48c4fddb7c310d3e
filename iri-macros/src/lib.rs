//! Compile-time checked IRI literals (the macros are added by a later change).
