/* Definitions for K1 GNU/Linux systems with ELF format.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GCC.

   GCC is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published
   by the Free Software Foundation; either version 3, or (at your
   option) any later version.

   GCC is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   You should have received a copy of the GNU General Public License
   along with GCC; see the file COPYING3.  If not see
   <http://www.gnu.org/licenses/>.  */

#ifndef GCC_K1_LINUX_H
#define GCC_K1_LINUX_H

#define TARGET_OS_CPP_BUILTINS()		\
  do						\
    {						\
      GNU_USER_TARGET_OS_CPP_BUILTINS ();	\
    }						\
  while (0)

/* uClibc-ng is the default C library (config.gcc); its loader is
   linux.h's UCLIBC_DYNAMIC_LINKER, /lib/ld-uClibc.so.0.  */
#define GLIBC_DYNAMIC_LINKER "/lib/ld-linux-k1.so.1"
#undef MUSL_DYNAMIC_LINKER
#define MUSL_DYNAMIC_LINKER "/lib/ld-musl-k1.so.1"

#define CPP_SPEC "%{pthread:-D_REENTRANT}"

#undef LINK_SPEC
#define LINK_SPEC "-m elf32k1 %{h*}			\
   %{static:-Bstatic}					\
   %{shared:-shared}					\
   %{symbolic:-Bsymbolic}				\
   %{!static:%{!static-pie:				\
     %{rdynamic:-export-dynamic}			\
     %{!shared:-dynamic-linker " GNU_USER_DYNAMIC_LINKER "}}} \
   %{static-pie:-Bstatic -pie --no-dynamic-linker -z text}"

#define TARGET_ASM_FILE_END file_end_indicate_exec_stack

#endif /* GCC_K1_LINUX_H */
