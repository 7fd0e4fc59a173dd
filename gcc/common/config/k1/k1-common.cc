/* Common hooks for the Kalray K1.
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

#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "tm.h"
#include "common/common-target.h"
#include "common/common-target-def.h"

#include "opts.h"
#include "flags.h"

/* Unwind tables for every function, as on other GNU/Linux targets, so
   that exceptions and backtraces can cross C frames.  Small loops
   unrolled when optimizing for speed: the scheduler gets independent
   instructions to put side by side in bundles, and a hardware loop
   fewer iterations (k1_loop_unroll_adjust says which loops).  Swing
   modulo scheduling overlaps the iterations of innermost loops, which
   hardware loops run without a branch to close the bundle; it may add
   register moves, which share the bundles of the pipelined loop.  */
static const struct default_options k1_option_optimization_table[] =
  {
    { OPT_LEVELS_ALL, OPT_fasynchronous_unwind_tables, NULL, 1 },
    { OPT_LEVELS_ALL, OPT_funwind_tables, NULL, 1 },
    { OPT_LEVELS_2_PLUS_SPEED_ONLY, OPT_funroll_loops, NULL, 1 },
    { OPT_LEVELS_2_PLUS_SPEED_ONLY, OPT_fmodulo_sched, NULL, 1 },
    { OPT_LEVELS_2_PLUS_SPEED_ONLY, OPT_fmodulo_sched_allow_regmoves, NULL, 1 },
    { OPT_LEVELS_NONE, 0, NULL, 0 }
  };

#undef TARGET_OPTION_OPTIMIZATION_TABLE
#define TARGET_OPTION_OPTIMIZATION_TABLE k1_option_optimization_table

struct gcc_targetm_common targetm_common = TARGETM_COMMON_INITIALIZER;
