# build.sh stage: the final GCC, built against the C library (see gcc.sh).
. "$TOP/scripts/gcc.sh"
