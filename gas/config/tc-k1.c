/* tc-k1.c -- Assemble for the Kalray K1 (MPPA-256) VLIW core.
   Copyright (C) 2026 Free Software Foundation, Inc.

   This file is part of GAS, the GNU Assembler.

   GAS is free software; you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation; either version 3, or (at your option)
   any later version.

   GAS is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program; see the file COPYING3.  If not,
   see <http://www.gnu.org/licenses/>.  */

/* Syntax: destination first, "=" before the sources, "$" before
   registers, memory operands as OFFSET[$BASE] or $INDEX[$BASE], and
   ";;" to end a bundle.  Each instruction is checked against the
   bundle limits as it is added to the open bundle, which is emitted
   when it is closed, with the parallel bit set on every syllable but
   the last.  A bundle is closed by ";;", and also, as if ";;" had been
   written, by a label, by any directive that emits data, aligns or
   changes section, and by the end of the input.  */

#include "as.h"
#include "safe-ctype.h"
#include "subsegs.h"
#include "dwarf2dbg.h"
#include "dw2gencfi.h"
#include "opcode/k1.h"

const char comment_chars[] = "#";
const char line_comment_chars[] = "#";
const char line_separator_chars[] = "";
const char EXP_CHARS[] = "eE";
const char FLT_CHARS[] = "rRsSfFdDxXpP";

const char *md_shortopts = "";
struct option md_longopts[] =
{
  {NULL, no_argument, NULL, 0}
};
size_t md_longopts_size = sizeof (md_longopts);

const pseudo_typeS md_pseudo_table[] =
{
  {"half", cons, 2},
  {"word", cons, 4},
  {"dword", cons, 8},
  {NULL, NULL, 0}
};

/* Mnemonic to the first table entry of that name; the others follow
   through k1_next_alt, in table order.  */
static htab_t k1_opcode_hash;
static int *k1_next_alt;

/* The syllable of "nop", to fill alignment in code.  */
static uint32_t k1_nop_syllable;

/* Relocation operators, "@name(expr)".  */
struct k1_reloc_op
{
  const char *name;
  bfd_reloc_code_real_type lo;	/* on the instruction syllable */
  bfd_reloc_code_real_type hi;	/* on the extension syllable */
  bool pcrel;
  bool branch;			/* only as a branch target */
};

static const struct k1_reloc_op k1_reloc_ops[] =
{
  {"got", BFD_RELOC_K1_GOT_LO10, BFD_RELOC_K1_GOT_HI22, false, false},
  {"gotoff", BFD_RELOC_K1_GOTOFF_LO10, BFD_RELOC_K1_GOTOFF_HI22,
   false, false},
  {"pcrel", BFD_RELOC_K1_PCREL_LO10, BFD_RELOC_K1_PCREL_HI22, true, false},
  {"tprel", BFD_RELOC_K1_TPREL_LO10, BFD_RELOC_K1_TPREL_HI22, false, false},
  {"tlsgd", BFD_RELOC_K1_TLSGD_LO10, BFD_RELOC_K1_TLSGD_HI22, false, false},
  {"tlsie", BFD_RELOC_K1_TLSIE_LO10, BFD_RELOC_K1_TLSIE_HI22, false, false},
  {"plt", BFD_RELOC_K1_PLT_27_PCREL, BFD_RELOC_UNUSED, true, true},
};

/* An operand token.  */
enum k1_tok_kind
{
  K1_TOK_REG,
  K1_TOK_EXPR,
  K1_TOK_PUNCT
};

enum k1_reg_kind
{
  K1_REG_GPR,
  K1_REG_PAIR,
  K1_REG_SYS
};

struct k1_token
{
  enum k1_tok_kind kind;
  char punct;
  enum k1_reg_kind reg_kind;
  unsigned int regno;
  expressionS exp;
  const struct k1_reloc_op *op;	/* relocation operator, or NULL */
};

#define K1_MAX_TOKENS 12

/* A fixup to be made when the bundle is emitted.  */
struct k1_fixup
{
  expressionS exp;
  bfd_reloc_code_real_type reloc;
  bool pcrel;
  unsigned int word;		/* 0: instruction syllable, 1: extension */
};

/* One assembled instruction.  */
struct k1_insn
{
  const struct k1_opcode *op;
  uint32_t syllable;
  uint32_t ext;
  bool has_ext;
  unsigned int nfixups;
  struct k1_fixup fixups[2];
  const char *file;
  unsigned int line;
};

/* The bundle being assembled.  */
static struct
{
  struct k1_insn insns[K1_MAX_BUNDLE_INSNS];
  unsigned int ninsns;
  unsigned int nsyllables;
  unsigned int units[K1_UNIT_ALUD + 1];
  uint64_t gpr_written;
  uint64_t sfr_written;
  segT seg;
  subsegT subseg;
} bundle;

int
md_parse_option (int c ATTRIBUTE_UNUSED, const char *arg ATTRIBUTE_UNUSED)
{
  return 0;
}

void
md_show_usage (FILE *stream ATTRIBUTE_UNUSED)
{
}

const char *
md_atof (int type, char *litP, int *sizeP)
{
  return ieee_md_atof (type, litP, sizeP, false);
}

void
md_begin (void)
{
  unsigned int i;

  k1_opcode_hash = str_htab_create ();
  k1_next_alt = XNEWVEC (int, k1_num_opcodes);
  for (i = 0; i < k1_num_opcodes; i++)
    {
      const struct k1_opcode *op = &k1_opcodes[i];
      const struct k1_opcode *first;

      k1_next_alt[i] = -1;
      first = str_hash_find (k1_opcode_hash, op->name);
      if (first == NULL)
	str_hash_insert (k1_opcode_hash, op->name, op, 0);
      else
	{
	  int j = first - k1_opcodes;

	  while (k1_next_alt[j] >= 0)
	    j = k1_next_alt[j];
	  k1_next_alt[j] = i;
	}
    }

  {
    const struct k1_opcode *nop = str_hash_find (k1_opcode_hash, "nop");

    gas_assert (nop != NULL && nop->args[0] == '\0');
    k1_nop_syllable = nop->match;
  }

  record_alignment (text_section, 2);
}

/* Registers.  */

/* Parse the register name NAME of LEN characters (without the '$')
   into TOK.  Return false if it is not a register name.  */

static bool
k1_parse_reg_name (const char *name, size_t len, struct k1_token *tok)
{
  unsigned int i;

  tok->kind = K1_TOK_REG;
  if (len == 2 && strncasecmp (name, "sp", 2) == 0)
    {
      tok->reg_kind = K1_REG_GPR;
      tok->regno = 12;
      return true;
    }
  for (i = 0; i < k1_num_sysregs; i++)
    if (strlen (k1_sysregs[i].name) == len
	&& strncasecmp (k1_sysregs[i].name, name, len) == 0)
      {
	tok->reg_kind = K1_REG_SYS;
	tok->regno = k1_sysregs[i].num;
	return true;
      }
  if (len >= 2 && len <= 3
      && (TOLOWER (name[0]) == 'r' || TOLOWER (name[0]) == 'p'
	  || TOLOWER (name[0]) == 's')
      && ISDIGIT (name[1]) && (len == 2 || ISDIGIT (name[2]))
      && !(len == 3 && name[1] == '0'))
    {
      unsigned int n = name[1] - '0';

      if (len == 3)
	n = n * 10 + name[2] - '0';
      if (n > 63)
	return false;
      tok->regno = n;
      switch (TOLOWER (name[0]))
	{
	case 'r':
	  tok->reg_kind = K1_REG_GPR;
	  break;
	case 'p':
	  tok->reg_kind = K1_REG_PAIR;
	  break;
	default:
	  /* $sN names a system register by number, for those that the
	     table does not name.  */
	  tok->reg_kind = K1_REG_SYS;
	  break;
	}
      return true;
    }
  return false;
}

int
k1_regname_to_dw2regnum (char *name)
{
  struct k1_token tok;

  if (*name == '$')
    name++;
  if (!k1_parse_reg_name (name, strlen (name), &tok))
    return -1;
  if (tok.reg_kind == K1_REG_GPR)
    return tok.regno;
  if (tok.reg_kind == K1_REG_SYS && tok.regno == K1_SFR_ra)
    return 64;
  return -1;
}

void
k1_cfi_frame_initial_instructions (void)
{
  cfi_add_CFA_def_cfa (12, 0);
}

/* Operand parsing.  */

/* Parse an expression at S into EXP; return the end of it, or NULL
   if there is none.  */

static char *
k1_parse_expression (char *s, expressionS *exp)
{
  char *save = input_line_pointer;
  char *end;

  input_line_pointer = s;
  expression (exp);
  end = input_line_pointer;
  input_line_pointer = save;
  if (exp->X_op == O_absent || exp->X_op == O_illegal || end == s)
    return NULL;
  return end;
}

/* Split the operands at S into at most K1_MAX_TOKENS tokens.  Return
   their number, or -1 after reporting an error.  */

static int
k1_tokenize (char *s, struct k1_token *toks)
{
  int n = 0;

  for (;;)
    {
      struct k1_token *tok = &toks[n];

      while (ISSPACE (*s))
	s++;
      if (*s == '\0')
	return n;
      if (n == K1_MAX_TOKENS)
	{
	  as_bad (_("too many operands"));
	  return -1;
	}
      memset (tok, 0, sizeof (*tok));

      if (*s == '$')
	{
	  char *name = ++s;

	  while (ISALNUM (*s) || *s == '_')
	    s++;
	  if (!k1_parse_reg_name (name, s - name, tok))
	    {
	      char c = *s;

	      *s = '\0';
	      as_bad (_("unknown register `$%s'"), name);
	      *s = c;
	      return -1;
	    }
	  if (tok->reg_kind == K1_REG_PAIR && (tok->regno & 1) != 0)
	    {
	      as_bad (_("register pair `$p%u' is odd; pairs start at an "
			"even register"), tok->regno);
	      return -1;
	    }
	}
      else if (*s == '=' || *s == ',' || *s == '[' || *s == ']')
	{
	  tok->kind = K1_TOK_PUNCT;
	  tok->punct = *s++;
	}
      else if (*s == '@')
	{
	  char *name = ++s;
	  size_t len;
	  unsigned int i;

	  while (ISALNUM (*s))
	    s++;
	  len = s - name;
	  for (i = 0; i < ARRAY_SIZE (k1_reloc_ops); i++)
	    if (strlen (k1_reloc_ops[i].name) == len
		&& strncasecmp (k1_reloc_ops[i].name, name, len) == 0)
	      break;
	  if (i == ARRAY_SIZE (k1_reloc_ops))
	    {
	      char c = *s;

	      *s = '\0';
	      as_bad (_("unknown relocation operator `@%s'"), name);
	      *s = c;
	      return -1;
	    }
	  while (ISSPACE (*s))
	    s++;
	  if (*s != '(')
	    {
	      as_bad (_("expected `(' after `@%s'"), k1_reloc_ops[i].name);
	      return -1;
	    }
	  s = k1_parse_expression (s + 1, &tok->exp);
	  if (s == NULL)
	    {
	      as_bad (_("bad expression in `@%s'"), k1_reloc_ops[i].name);
	      return -1;
	    }
	  while (ISSPACE (*s))
	    s++;
	  if (*s != ')')
	    {
	      as_bad (_("missing `)' after `@%s' operand"),
		      k1_reloc_ops[i].name);
	      return -1;
	    }
	  s++;
	  tok->kind = K1_TOK_EXPR;
	  tok->op = &k1_reloc_ops[i];
	}
      else
	{
	  char *end = k1_parse_expression (s, &tok->exp);

	  if (end == NULL)
	    {
	      as_bad (_("bad operand `%s'"), s);
	      return -1;
	    }
	  s = end;
	  tok->kind = K1_TOK_EXPR;
	}
      n++;
    }
}

bfd_reloc_code_real_type
k1_parse_cons_expression (expressionS *exp, unsigned int nbytes)
{
  static const char op[] = "@dtpoff";
  char *s = input_line_pointer;

  if (strncasecmp (s, op, sizeof (op) - 1) != 0)
    {
      expression (exp);
      return BFD_RELOC_NONE;
    }
  s += sizeof (op) - 1;
  while (ISSPACE (*s))
    s++;
  if (*s != '(')
    {
      as_bad (_("expected `(' after `%s'"), op);
      ignore_rest_of_line ();
      exp->X_op = O_constant;
      exp->X_add_number = 0;
      return BFD_RELOC_NONE;
    }
  input_line_pointer = s + 1;
  expression (exp);
  SKIP_WHITESPACE ();
  if (*input_line_pointer != ')')
    as_bad (_("missing `)' after `%s' operand"), op);
  else
    input_line_pointer++;
  if (nbytes != 4)
    {
      as_bad (_("`%s' needs a 4-byte field"), op);
      return BFD_RELOC_NONE;
    }
  return BFD_RELOC_K1_DTPOFF32;
}

/* Matching operands against a table entry.  A failed match records
   the index of the token where it failed and whether the error is
   specific (a value out of range) rather than a mismatch of operand
   kind, so that the most relevant of the alternatives is reported.  */

struct k1_match_error
{
  int pos;
  bool specific;
  char msg[160];
};

static bool ATTRIBUTE_PRINTF (4, 5)
k1_fail (struct k1_match_error *err, int pos, bool specific,
	 const char *fmt, ...)
{
  va_list ap;

  err->pos = pos;
  err->specific = specific;
  va_start (ap, fmt);
  vsnprintf (err->msg, sizeof (err->msg), fmt, ap);
  va_end (ap);
  return false;
}

/* Whether V fits a 32-bit immediate (LO10 and HI22 together), read as
   signed or as unsigned.  */

static bool
k1_imm32_fits (offsetT v)
{
  return v >= -(offsetT) 0x80000000 && v <= (offsetT) 0xffffffff;
}

/* Insert the immediate of TOK, for an 'i' operand, into INSN.  */

static bool
k1_encode_imm (struct k1_insn *insn, const struct k1_token *tok, int pos,
	       struct k1_match_error *err)
{
  const expressionS *exp = &tok->exp;
  struct k1_fixup *fix;

  if (tok->op != NULL && tok->op->branch)
    return k1_fail (err, pos, true, _("`@%s' is only valid as the target "
				      "of call or goto"), tok->op->name);

  if (tok->op == NULL && exp->X_op == O_constant)
    {
      offsetT v = exp->X_add_number;
      int32_t v32;

      if (!k1_imm32_fits (v))
	return k1_fail (err, pos, true,
			_("immediate value %" PRId64 " out of range "
			  "(it must fit in 32 bits)"), (int64_t) v);
      v32 = (int32_t) (uint32_t) v;
      insn->syllable |= K1_ENCODE_LO10 (v32);
      if (v32 < -512 || v32 > 511)
	{
	  insn->syllable |= K1_FLD_X;
	  insn->has_ext = true;
	  insn->ext = K1_ENCODE_HI22 (v32);
	}
      return true;
    }

  if (exp->X_op == O_big)
    return k1_fail (err, pos, true, _("immediate value out of range "
				      "(it must fit in 32 bits)"));

  /* A symbol, or an operator: always the extended form, with a
     relocation on each syllable.  */
  insn->syllable |= K1_FLD_X;
  insn->has_ext = true;
  insn->ext = 0;
  fix = &insn->fixups[insn->nfixups++];
  fix->exp = *exp;
  fix->reloc = tok->op ? tok->op->lo : BFD_RELOC_K1_LO10;
  fix->pcrel = tok->op ? tok->op->pcrel : false;
  fix->word = 0;
  fix = &insn->fixups[insn->nfixups++];
  fix->exp = *exp;
  fix->reloc = tok->op ? tok->op->hi : BFD_RELOC_K1_HI22;
  fix->pcrel = tok->op ? tok->op->pcrel : false;
  fix->word = 1;
  return true;
}

/* Try to encode TOKS as instruction OP into INSN.  */

static bool
k1_match (const struct k1_opcode *op, const struct k1_token *toks,
	  int ntoks, struct k1_insn *insn, struct k1_match_error *err)
{
  const char *a;
  int pos = 0;
  int msb = -1, lsb = -1, msb_pos = 0;

  memset (insn, 0, sizeof (*insn));
  insn->op = op;
  insn->syllable = op->match;

  for (a = op->args; *a != '\0'; a++, pos++)
    {
      const struct k1_token *tok = &toks[pos];
      char c = *a;

      if (pos >= ntoks)
	return k1_fail (err, pos, false, _("missing operand"));

      switch (c)
	{
	case 'w':
	case 'z':
	case 'y':
	case 'W':
	case 'Z':
	case 'Y':
	  {
	    bool pair = ISUPPER (c);

	    if (tok->kind != K1_TOK_REG)
	      return k1_fail (err, pos, false,
			      pair ? _("expected a register pair")
			      : _("expected a register"));
	    if (pair && tok->reg_kind != K1_REG_PAIR)
	      return k1_fail (err, pos, true,
			      _("expected a register pair ($pN), not a "
				"single register"));
	    if (!pair && tok->reg_kind != K1_REG_GPR)
	      return k1_fail (err, pos, true,
			      tok->reg_kind == K1_REG_PAIR
			      ? _("expected a single register ($rN), not a "
				  "register pair")
			      : _("expected a general register, not a system "
				  "register"));
	    insn->syllable |= ((c == 'w' || c == 'W')
			       ? K1_ENCODE_W (tok->regno)
			       : (c == 'y' || c == 'Y')
			       ? K1_ENCODE_Y (tok->regno)
			       : K1_ENCODE_Z (tok->regno));
	  }
	  break;

	case 's':
	case 'S':
	  if (tok->kind != K1_TOK_REG)
	    return k1_fail (err, pos, false, _("expected a system register"));
	  if (tok->reg_kind != K1_REG_SYS)
	    return k1_fail (err, pos, true,
			    _("expected a system register, not a general "
			      "register"));
	  insn->syllable |= (c == 'S' ? K1_ENCODE_W (tok->regno)
			     : K1_ENCODE_Z (tok->regno));
	  break;

	case 'i':
	  if (tok->kind != K1_TOK_EXPR)
	    return k1_fail (err, pos, false, _("expected an immediate"));
	  if (!k1_encode_imm (insn, tok, pos, err))
	    return false;
	  break;

	case 'u':
	case 'U':
	case 'h':
	case 'l':
	  {
	    offsetT v, max = c == 'U' ? 63 : 31;

	    if (tok->kind != K1_TOK_EXPR)
	      return k1_fail (err, pos, false, _("expected an immediate"));
	    if (tok->op != NULL || tok->exp.X_op != O_constant)
	      return k1_fail (err, pos, true,
			      _("this immediate must be a constant"));
	    v = tok->exp.X_add_number;
	    if (v < 0 || v > max)
	      return k1_fail (err, pos, true,
			      _("immediate value %" PRId64 " out of range "
				"[0, %d]"), (int64_t) v, (int) max);
	    if (c == 'h')
	      {
		msb = v;
		msb_pos = pos;
		insn->syllable |= K1_ENCODE_HI5 (v);
	      }
	    else
	      {
		if (c == 'l')
		  lsb = v;
		insn->syllable |= (c == 'U' ? K1_ENCODE_U6 (v)
				   : K1_ENCODE_U5 (v));
	      }
	  }
	  break;

	case 'B':
	case 'C':
	  {
	    struct k1_fixup *fix;

	    if (tok->kind != K1_TOK_EXPR)
	      return k1_fail (err, pos, false, _("expected a branch target"));
	    if (tok->op != NULL && (c != 'B' || !tok->op->branch))
	      return k1_fail (err, pos, true,
			      _("`@%s' is not valid in a branch target"),
			      tok->op->name);
	    fix = &insn->fixups[insn->nfixups++];
	    fix->exp = tok->exp;
	    fix->reloc = (tok->op != NULL ? tok->op->lo
			  : c == 'B' ? BFD_RELOC_K1_27_PCREL
			  : BFD_RELOC_K1_17_PCREL);
	    fix->pcrel = true;
	    fix->word = 0;
	  }
	  break;

	default:
	  if (tok->kind != K1_TOK_PUNCT || tok->punct != c)
	    return k1_fail (err, pos, false, _("expected `%c'"), c);
	  break;
	}
    }

  if (pos < ntoks)
    {
      if (toks[pos].kind == K1_TOK_PUNCT)
	return k1_fail (err, pos, false, _("unexpected `%c'"),
			toks[pos].punct);
      return k1_fail (err, pos, false, _("too many operands"));
    }

  if (msb >= 0 && lsb >= 0 && msb < lsb)
    return k1_fail (err, msb_pos, true,
		    _("bit-field msb %d is below its lsb %d"), msb, lsb);
  return true;
}

/* Bundles.  */

static const char *
k1_sysreg_label (unsigned int num, char *buf)
{
  const char *name = k1_sysreg_name (num);

  if (name != NULL)
    return name;
  sprintf (buf, "s%u", num);
  return buf;
}

static unsigned int
k1_lowest_bit (uint64_t x)
{
  unsigned int n = 0;

  while ((x & ((uint64_t) 1 << n)) == 0)
    n++;
  return n;
}

/* Report an error for INSN if it does not fit in the bundle; add it
   otherwise.  */

static void
k1_bundle_add (const struct k1_insn *insn)
{
  const struct k1_opcode *op = insn->op;
  unsigned int nsyl = insn->has_ext ? 2 : 1;
  uint64_t gprs = 0, sfrs = 0, clash;
  char buf[16];

  if (bundle.ninsns == K1_MAX_BUNDLE_INSNS)
    {
      as_bad (_("too many instructions in one bundle (at most %d)"),
	      K1_MAX_BUNDLE_INSNS);
      return;
    }
  if (bundle.nsyllables + nsyl > K1_MAX_BUNDLE_SYLLABLES)
    {
      as_bad (_("too many syllables in one bundle (at most %d)"),
	      K1_MAX_BUNDLE_SYLLABLES);
      return;
    }

  switch (op->unit)
    {
    case K1_UNIT_ALU:
    case K1_UNIT_ALUD:
      if (bundle.units[K1_UNIT_ALU] + 2 * bundle.units[K1_UNIT_ALUD]
	  + (op->unit == K1_UNIT_ALUD ? 2 : 1) > K1_NUM_ALUS)
	{
	  if (op->unit == K1_UNIT_ALUD)
	    as_bad (_("`%s' needs both ALUs, and this bundle already uses "
		      "one"), op->name);
	  else
	    as_bad (_("no ALU left for `%s' in this bundle"), op->name);
	  return;
	}
      break;
    default:
      if (bundle.units[op->unit] != 0)
	{
	  static const char *const unit_names[] = { "BCU", "LSU", "MAU" };

	  as_bad (_("two %s instructions in one bundle"),
		  unit_names[op->unit]);
	  return;
	}
      break;
    }

  /* Registers written.  */
  if (op->flags & K1_F_WW)
    {
      unsigned int w = K1_W (insn->syllable);

      gprs |= (uint64_t) 1 << w;
      if (strchr (op->args, 'W') != NULL)
	gprs |= (uint64_t) 1 << (w + 1);
    }
  if (op->flags & K1_F_WRA)
    sfrs |= (uint64_t) 1 << K1_SFR_ra;
  if (op->flags & K1_F_WLOOP)
    sfrs |= ((uint64_t) 1 << K1_SFR_ls | (uint64_t) 1 << K1_SFR_le
	     | (uint64_t) 1 << K1_SFR_lc);
  if (op->flags & K1_F_WCARRY)
    sfrs |= (uint64_t) 1 << K1_SFR_cs;
  if (strchr (op->args, 'S') != NULL)
    sfrs |= (uint64_t) 1 << K1_W (insn->syllable);

  clash = gprs & bundle.gpr_written;
  if (clash != 0)
    {
      as_bad (_("register `$r%u' is written twice in one bundle"),
	      k1_lowest_bit (clash));
      return;
    }
  clash = sfrs & bundle.sfr_written;
  if (clash != 0)
    {
      unsigned int n = k1_lowest_bit (clash);

      if (n == K1_SFR_cs)
	as_bad (_("the carry of `$cs' is written twice in one bundle"));
      else
	as_bad (_("register `$%s' is written twice in one bundle"),
		k1_sysreg_label (n, buf));
      return;
    }

  if (bundle.ninsns == 0)
    {
      flagword flags = bfd_section_flags (now_seg);

      if (now_seg == absolute_section
	  || ((flags & SEC_ALLOC) != 0
	      && (flags & (SEC_LOAD | SEC_HAS_CONTENTS)) == 0))
	{
	  as_bad (_("instruction in section `%s', which has no contents"),
		  segment_name (now_seg));
	  return;
	}
      bundle.seg = now_seg;
      bundle.subseg = now_subseg;
      /* The line of a bundle is the line of its first instruction.  */
      dwarf2_emit_insn (0);
    }
  bundle.insns[bundle.ninsns++] = *insn;
  bundle.nsyllables += nsyl;
  bundle.units[op->unit]++;
  bundle.gpr_written |= gprs;
  bundle.sfr_written |= sfrs;
}

/* Emit the open bundle, if any.  */

static void
k1_bundle_close (void)
{
  segT seg = now_seg;
  subsegT subseg = now_subseg;
  unsigned int i, j, word;
  char *buf;
  fragS *frag;

  if (bundle.ninsns == 0)
    return;

  if (seg != bundle.seg || subseg != bundle.subseg)
    subseg_set (bundle.seg, bundle.subseg);

  buf = frag_more (bundle.nsyllables * 4);
  frag = frag_now;
  word = 0;
  for (i = 0; i < bundle.ninsns; i++)
    {
      const struct k1_insn *insn = &bundle.insns[i];
      unsigned int nsyl = insn->has_ext ? 2 : 1;

      for (j = 0; j < insn->nfixups; j++)
	{
	  struct k1_fixup *f = &bundle.insns[i].fixups[j];
	  unsigned int where = word + f->word;
	  fixS *fixp;

	  fixp = fix_new_exp (frag, buf - frag->fr_literal + where * 4, 4,
			      &f->exp, f->pcrel, f->reloc);
	  fixp->fx_file = insn->file;
	  fixp->fx_line = insn->line;
	  fixp->fx_no_overflow = 1;
	  /* PC-relative values count from the start of the bundle.  */
	  if (f->pcrel)
	    fixp->fx_offset += where * 4;
	}

      for (j = 0; j < nsyl; j++)
	{
	  uint32_t syl = j == 0 ? insn->syllable : insn->ext;

	  if (word + j + 1 < bundle.nsyllables)
	    syl |= K1_PARALLEL;
	  md_number_to_chars (buf + (word + j) * 4, syl, 4);
	}
      word += nsyl;
    }

  if (seg != bundle.seg || subseg != bundle.subseg)
    subseg_set (seg, subseg);
  memset (&bundle, 0, sizeof (bundle));
}

/* Assemble the one instruction in STR into the open bundle.  */

static void
k1_assemble_one (char *str)
{
  struct k1_token toks[K1_MAX_TOKENS];
  struct k1_match_error best, err;
  struct k1_insn insn;
  const struct k1_opcode *op;
  char *s, *mnemonic;
  int ntoks, i;

  while (ISSPACE (*str))
    str++;
  if (*str == '\0')
    return;

  for (s = str; *s != '\0' && !ISSPACE (*s); s++)
    ;
  mnemonic = xmemdup0 (str, s - str);
  for (i = 0; mnemonic[i] != '\0'; i++)
    mnemonic[i] = TOLOWER (mnemonic[i]);
  op = str_hash_find (k1_opcode_hash, mnemonic);
  if (op == NULL)
    {
      as_bad (_("unknown mnemonic `%s'"), mnemonic);
      free (mnemonic);
      return;
    }

  ntoks = k1_tokenize (s, toks);
  if (ntoks < 0)
    {
      free (mnemonic);
      return;
    }

  best.pos = -1;
  best.specific = false;
  best.msg[0] = '\0';
  for (;;)
    {
      int next;

      if (k1_match (op, toks, ntoks, &insn, &err))
	break;
      if (err.pos > best.pos
	  || (err.pos == best.pos && err.specific && !best.specific))
	best = err;
      next = k1_next_alt[op - k1_opcodes];
      if (next < 0)
	{
	  as_bad (_("%s in `%s'"), best.msg, str);
	  free (mnemonic);
	  return;
	}
      op = &k1_opcodes[next];
    }
  free (mnemonic);

  insn.file = as_where (&insn.line);
  k1_bundle_add (&insn);
}

/* STR may hold several instructions separated by ";;", and end with
   one.  */

void
md_assemble (char *str)
{
  char *s;

  for (s = strchr (str, ';'); s != NULL; s = strchr (s + 2, ';'))
    if (s[1] != ';')
      {
	as_bad (_("`;' alone; a bundle ends with `;;'"));
	return;
      }

  for (s = str;;)
    {
      char *semi = strchr (s, ';');

      if (semi == NULL)
	{
	  k1_assemble_one (s);
	  return;
	}
      *semi = '\0';
      k1_assemble_one (s);
      *semi = ';';
      k1_bundle_close ();
      s = semi + 2;
    }
}

/* A line that starts with ";;" ends the bundle.  */

int
k1_unrecognized_line (int c)
{
  if (c != ';' || *input_line_pointer != ';')
    return 0;
  input_line_pointer++;
  k1_bundle_close ();
  demand_empty_rest_of_line ();
  return 1;
}

void
k1_flush_pending_output (void)
{
  k1_bundle_close ();
}

/* A label closes the open bundle, so that it names the address of
   the next one.  */

void
k1_frob_label (symbolS *sym)
{
  if (bundle.ninsns != 0)
    {
      k1_bundle_close ();
      symbol_set_frag (sym, frag_now);
      S_SET_VALUE (sym, frag_now_fix ());
    }
  dwarf2_emit_label (sym);
}

void
k1_md_finish (void)
{
  k1_bundle_close ();
}

/* Fill alignment padding in code with nop bundles.  */

void
k1_handle_align (fragS *fragp)
{
  offsetT bytes, fix;
  char *p;

  if (fragp->fr_type != rs_align_code)
    return;

  bytes = fragp->fr_next->fr_address - fragp->fr_address - fragp->fr_fix;
  p = fragp->fr_literal + fragp->fr_fix;
  fix = bytes & 3;
  if (fix != 0)
    {
      memset (p, 0, fix);
      p += fix;
      fragp->fr_fix += fix;
    }
  md_number_to_chars (p, k1_nop_syllable, 4);
  fragp->fr_var = 4;
}

/* .nops: COUNT bytes of nop bundles.  */

void
k1_generate_nops (fragS *fragp, char *where, offsetT count,
		  int control ATTRIBUTE_UNUSED)
{
  offsetT i;

  if (count % 4 != 0)
    {
      as_bad_where (fragp->fr_file, fragp->fr_line,
		    _("`.nops' size %" PRId64 " is not a multiple of 4"),
		    (int64_t) count);
      memset (where, 0, count);
      return;
    }
  for (i = 0; i < count; i += 4)
    md_number_to_chars (where + i, k1_nop_syllable, 4);
}

/* Relaxation is not used.  */

int
md_estimate_size_before_relax (fragS *fragp ATTRIBUTE_UNUSED,
			       segT seg ATTRIBUTE_UNUSED)
{
  abort ();
}

void
md_convert_frag (bfd *abfd ATTRIBUTE_UNUSED, segT seg ATTRIBUTE_UNUSED,
		 fragS *fragp ATTRIBUTE_UNUSED)
{
  abort ();
}

/* Fixups.  */

long
md_pcrel_from (fixS *fixp)
{
  return fixp->fx_frag->fr_address + fixp->fx_where;
}

static bool
k1_reloc_is_tls (bfd_reloc_code_real_type r)
{
  switch (r)
    {
    case BFD_RELOC_K1_TPREL_LO10:
    case BFD_RELOC_K1_TPREL_HI22:
    case BFD_RELOC_K1_TLSGD_LO10:
    case BFD_RELOC_K1_TLSGD_HI22:
    case BFD_RELOC_K1_TLSIE_LO10:
    case BFD_RELOC_K1_TLSIE_HI22:
    case BFD_RELOC_K1_DTPOFF32:
      return true;
    default:
      return false;
    }
}

/* Relocations that the linker must see even against a local symbol:
   their value depends on the GOT, the PLT or the thread pointer.  */

static bool
k1_reloc_needs_linker (bfd_reloc_code_real_type r)
{
  switch (r)
    {
    case BFD_RELOC_K1_GOT_LO10:
    case BFD_RELOC_K1_GOT_HI22:
    case BFD_RELOC_K1_GOTOFF_LO10:
    case BFD_RELOC_K1_GOTOFF_HI22:
    case BFD_RELOC_K1_PLT_27_PCREL:
      return true;
    default:
      return k1_reloc_is_tls (r);
    }
}

int
k1_force_relocation (fixS *fixp)
{
  if (k1_reloc_needs_linker (fixp->fx_r_type))
    return 1;
  return generic_force_reloc (fixp);
}

bool
k1_fix_adjustable (fixS *fixp)
{
  /* GOT, PLT and TLS entries belong to the symbol itself.  */
  switch (fixp->fx_r_type)
    {
    case BFD_RELOC_K1_GOTOFF_LO10:
    case BFD_RELOC_K1_GOTOFF_HI22:
      return true;
    default:
      return !k1_reloc_needs_linker (fixp->fx_r_type);
    }
}

/* Check that the byte offset VAL of a branch, PC-relative to its
   bundle, fits a BITS-bit word offset, and return that offset, for
   K1_ENCODE_B27 or K1_ENCODE_B17.  */

static uint32_t
k1_branch_offset (fixS *fixp, offsetT val, int bits)
{
  offsetT words;

  if ((val & 3) != 0)
    as_bad_where (fixp->fx_file, fixp->fx_line,
		  _("branch target is not a multiple of 4 bytes away"));
  words = val >> 2;
  if (words < -((offsetT) 1 << (bits - 1))
      || words >= ((offsetT) 1 << (bits - 1)))
    as_bad_where (fixp->fx_file, fixp->fx_line,
		  _("branch target out of range (%" PRId64 " bytes away)"),
		  (int64_t) val);
  return (uint32_t) words;
}

void
md_apply_fix (fixS *fixp, valueT *valp, segT seg ATTRIBUTE_UNUSED)
{
  char *buf = fixp->fx_frag->fr_literal + fixp->fx_where;
  offsetT val = *valp;
  uint32_t insn;

  if (fixp->fx_addsy == NULL && !fixp->fx_pcrel)
    fixp->fx_done = 1;

  /* A difference with a symbol of this section (DIFF_EXPR_OK) made a
     data fixup PC-relative.  */
  if (fixp->fx_pcrel)
    switch (fixp->fx_r_type)
      {
      case BFD_RELOC_32:
	fixp->fx_r_type = BFD_RELOC_32_PCREL;
	break;
      case BFD_RELOC_8:
      case BFD_RELOC_16:
      case BFD_RELOC_64:
	as_bad_where (fixp->fx_file, fixp->fx_line,
		      _("PC-relative data must be 32 bits wide"));
	return;
      default:
	break;
      }

  if (k1_reloc_is_tls (fixp->fx_r_type) && fixp->fx_addsy != NULL)
    S_SET_THREAD_LOCAL (fixp->fx_addsy);

  switch (fixp->fx_r_type)
    {
    case BFD_RELOC_8:
    case BFD_RELOC_16:
    case BFD_RELOC_32:
    case BFD_RELOC_64:
    case BFD_RELOC_32_PCREL:
      if (fixp->fx_done)
	md_number_to_chars (buf, val, fixp->fx_size);
      break;

    case BFD_RELOC_K1_LO10:
    case BFD_RELOC_K1_PCREL_LO10:
      if (fixp->fx_done)
	{
	  insn = bfd_getl32 (buf);
	  insn = K1_INSERT (insn, K1_FLD_LO10, K1_ENCODE_LO10 (val));
	  bfd_putl32 (insn, buf);
	}
      break;

    case BFD_RELOC_K1_HI22:
    case BFD_RELOC_K1_PCREL_HI22:
      /* A symbol equated to a constant after its use: the check that
	 k1_encode_imm makes for a constant operand.  Only here, since
	 LO10 sees the same value.  */
      if (fixp->fx_done && !k1_imm32_fits (val))
	{
	  as_bad_where (fixp->fx_file, fixp->fx_line,
			_("immediate value %" PRId64 " out of range "
			  "(it must fit in 32 bits)"), (int64_t) val);
	  break;
	}
      if (fixp->fx_done)
	{
	  insn = bfd_getl32 (buf);
	  insn = K1_INSERT (insn, K1_EXT_BITS, K1_ENCODE_HI22 (val));
	  bfd_putl32 (insn, buf);
	}
      break;

    case BFD_RELOC_K1_27_PCREL:
      if (fixp->fx_done)
	{
	  insn = bfd_getl32 (buf);
	  insn = K1_INSERT (insn, K1_FLD_B27,
			    K1_ENCODE_B27 (k1_branch_offset (fixp, val, 27)));
	  bfd_putl32 (insn, buf);
	}
      break;

    case BFD_RELOC_K1_17_PCREL:
      if (fixp->fx_done)
	{
	  insn = bfd_getl32 (buf);
	  insn = K1_INSERT (insn, K1_FLD_B17,
			    K1_ENCODE_B17 (k1_branch_offset (fixp, val, 17)));
	  bfd_putl32 (insn, buf);
	}
      break;

    case BFD_RELOC_K1_GOT_LO10:
    case BFD_RELOC_K1_GOT_HI22:
    case BFD_RELOC_K1_GOTOFF_LO10:
    case BFD_RELOC_K1_GOTOFF_HI22:
    case BFD_RELOC_K1_PLT_27_PCREL:
    case BFD_RELOC_K1_TPREL_LO10:
    case BFD_RELOC_K1_TPREL_HI22:
    case BFD_RELOC_K1_TLSGD_LO10:
    case BFD_RELOC_K1_TLSGD_HI22:
    case BFD_RELOC_K1_TLSIE_LO10:
    case BFD_RELOC_K1_TLSIE_HI22:
    case BFD_RELOC_K1_DTPOFF32:
      /* Always left to the linker.  */
      fixp->fx_done = 0;
      break;

    default:
      as_bad_where (fixp->fx_file, fixp->fx_line,
		    _("unsupported relocation %s"),
		    bfd_get_reloc_code_name (fixp->fx_r_type));
      break;
    }
}

arelent *
tc_gen_reloc (asection *section ATTRIBUTE_UNUSED, fixS *fixp)
{
  arelent *reloc;

  if (fixp->fx_subsy != NULL)
    {
      as_bad_where (fixp->fx_file, fixp->fx_line,
		    _("cannot represent the difference of two symbols "
		      "here"));
      return NULL;
    }

  reloc = XNEW (arelent);
  reloc->sym_ptr_ptr = XNEW (asymbol *);
  *reloc->sym_ptr_ptr = symbol_get_bfdsym (fixp->fx_addsy);
  reloc->address = fixp->fx_frag->fr_address + fixp->fx_where;
  reloc->addend = fixp->fx_offset;
  reloc->howto = bfd_reloc_type_lookup (stdoutput, fixp->fx_r_type);
  if (reloc->howto == NULL)
    {
      as_bad_where (fixp->fx_file, fixp->fx_line,
		    _("cannot represent %s relocation in this object file"),
		    bfd_get_reloc_code_name (fixp->fx_r_type));
      free (reloc->sym_ptr_ptr);
      free (reloc);
      return NULL;
    }
  return reloc;
}
