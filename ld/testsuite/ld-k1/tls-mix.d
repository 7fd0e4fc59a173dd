# One symbol used through @got and @tlsie.
#name: tls-mix
#source: tls-mix.s
#ld: -Ttext=0x10000
#error: .*: `tv' accessed both as normal and thread local symbol
