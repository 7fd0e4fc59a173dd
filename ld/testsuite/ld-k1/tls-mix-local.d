# The error names the local symbol too.
#name: tls-mix-local
#source: tls-mix-local.s
#ld:
#error: .*: `ltv' accessed both as normal and thread local symbol
