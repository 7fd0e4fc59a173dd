/* Disassemble Kalray K1 instructions.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of the GNU opcodes library.

   This library is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   It is distributed in the hope that it will be useful, but WITHOUT
   ANY WARRANTY; without even the implied warranty of MERCHANTABILITY
   or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public
   License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; see the file COPYING3.  If not,
   see <http://www.gnu.org/licenses/>.  */

/* Each call prints one instruction with its extension syllable, in the
   syntax the assembler reads; the last instruction of a bundle (parallel
   bit clear on its last syllable) is followed by ";;".  */

#include "sysdep.h"
#include "disassemble.h"
#include "opcode/k1.h"

static int
k1_read_syllable (bfd_vma addr, struct disassemble_info *info,
		  uint32_t *syl)
{
  bfd_byte buf[4];
  int status = (*info->read_memory_func) (addr, buf, 4, info);

  if (status == 0)
    *syl = bfd_getl32 (buf);
  return status;
}

/* Return the address of the bundle holding the syllable at ADDR: the
   syllables before it whose parallel bit is set belong to it.  */

static bfd_vma
k1_bundle_start (bfd_vma addr, struct disassemble_info *info)
{
  bfd_vma start = addr;
  int i;

  for (i = 1; i < K1_MAX_BUNDLE_SYLLABLES && start >= 4; i++)
    {
      uint32_t syl;

      if (k1_read_syllable (start - 4, info, &syl) != 0
	  || (syl & K1_PARALLEL) == 0)
	break;
      start -= 4;
    }
  return start;
}

static void
k1_print_gpr (struct disassemble_info *info, unsigned int regno, bool pair)
{
  (*info->fprintf_styled_func) (info->stream, dis_style_register,
				"$%c%u", pair ? 'p' : 'r', regno);
}

static void
k1_print_sysreg (struct disassemble_info *info, unsigned int num)
{
  const char *name = k1_sysreg_name (num);

  if (name != NULL)
    (*info->fprintf_styled_func) (info->stream, dis_style_register,
				  "$%s", name);
  else
    (*info->fprintf_styled_func) (info->stream, dis_style_register,
				  "$s%u", num);
}

static int32_t
k1_sign_extend (uint32_t x, int bits)
{
  uint32_t sign = (uint32_t) 1 << (bits - 1);

  return (int32_t) ((x ^ sign) - sign);
}

int
print_insn_k1 (bfd_vma addr, struct disassemble_info *info)
{
  const struct k1_opcode *op;
  uint32_t syl, ext = 0, last;
  const char *a;
  int status, len = 4;

  info->bytes_per_chunk = 4;
  info->bytes_per_line = 8;
  info->display_endian = BFD_ENDIAN_LITTLE;
  info->insn_info_valid = 1;
  info->branch_delay_insns = 0;
  info->data_size = 0;
  info->insn_type = dis_nonbranch;
  info->target = 0;
  info->target2 = 0;

  status = k1_read_syllable (addr, info, &syl);
  if (status != 0)
    {
      (*info->memory_error_func) (status, addr, info);
      return -1;
    }

  op = k1_decode (syl);
  if (op != NULL && strchr (op->args, 'i') != NULL && K1_HAS_EXT (syl))
    {
      /* The extension must follow in the same bundle.  */
      if ((syl & K1_PARALLEL) == 0
	  || k1_read_syllable (addr + 4, info, &ext) != 0
	  || (ext & K1_EXT_MBZ) != 0)
	op = NULL;
      else
	len = 8;
    }
  last = len == 8 ? ext : syl;

  if (op == NULL)
    {
      info->insn_type = dis_noninsn;
      (*info->fprintf_styled_func) (info->stream,
				    dis_style_assembler_directive, ".word");
      (*info->fprintf_styled_func) (info->stream, dis_style_text, " ");
      (*info->fprintf_styled_func) (info->stream, dis_style_immediate,
				    "0x%08x", syl);
      if ((syl & K1_PARALLEL) == 0)
	(*info->fprintf_styled_func) (info->stream, dis_style_text, " ;;");
      return 4;
    }

  (*info->fprintf_styled_func) (info->stream, dis_style_mnemonic, "%s",
				op->name);
  if (op->args[0] != '\0')
    (*info->fprintf_styled_func) (info->stream, dis_style_text, " ");

  for (a = op->args; *a != '\0'; a++)
    switch (*a)
      {
      case 'w':
      case 'W':
	k1_print_gpr (info, K1_W (syl), *a == 'W');
	break;
      case 'z':
      case 'Z':
	k1_print_gpr (info, K1_Z (syl), *a == 'Z');
	break;
      case 'y':
      case 'Y':
	k1_print_gpr (info, K1_Y (syl), *a == 'Y');
	break;
      case 's':
	k1_print_sysreg (info, K1_Z (syl));
	break;
      case 'S':
	k1_print_sysreg (info, K1_W (syl));
	break;

      case 'i':
	{
	  int32_t imm = k1_immediate (syl, ext);

	  /* Large constants are usually addresses or masks.  */
	  if (imm > -0x10000 && imm < 0x10000)
	    (*info->fprintf_styled_func) (info->stream, dis_style_immediate,
					  "%d", (int) imm);
	  else
	    (*info->fprintf_styled_func) (info->stream, dis_style_immediate,
					  "0x%x", (unsigned int) imm);
	}
	break;

      case 'u':
      case 'l':
	(*info->fprintf_styled_func) (info->stream, dis_style_immediate,
				      "%u", K1_LO5 (syl));
	break;
      case 'U':
	(*info->fprintf_styled_func) (info->stream, dis_style_immediate,
				      "%u", K1_U6 (syl));
	break;
      case 'h':
	(*info->fprintf_styled_func) (info->stream, dis_style_immediate,
				      "%u", K1_HI5 (syl));
	break;

      case 'B':
      case 'C':
	{
	  int32_t words = (*a == 'B'
			   ? k1_sign_extend (K1_B27 (syl), 27)
			   : k1_sign_extend (K1_B17 (syl), 17));

	  info->target = k1_bundle_start (addr, info) + (bfd_vma) words * 4;
	  if (op->flags & K1_F_WRA)
	    info->insn_type = dis_jsr;
	  else if (*a == 'C')
	    info->insn_type = dis_condbranch;
	  else
	    info->insn_type = dis_branch;
	  (*info->print_address_func) (info->target, info);
	}
	break;

      case '=':
	(*info->fprintf_styled_func) (info->stream, dis_style_text, " = ");
	break;
      case ',':
	(*info->fprintf_styled_func) (info->stream, dis_style_text, ", ");
	break;
      default:
	(*info->fprintf_styled_func) (info->stream, dis_style_text, "%c", *a);
	break;
      }

  if (op->flags & K1_F_BRANCH && info->insn_type == dis_nonbranch)
    info->insn_type = (op->flags & K1_F_WRA) ? dis_jsr : dis_branch;

  if ((last & K1_PARALLEL) == 0)
    (*info->fprintf_styled_func) (info->stream, dis_style_text, " ;;");
  return len;
}
