// Not the re2 binding: see README.md beside this file. superstatic catches this and uses
// JavaScript's RegExp for hosting rewrites, which the Auth emulator never loads.
throw new Error('re2 is not built in this project (scripts/stubs/re2/README.md)')
