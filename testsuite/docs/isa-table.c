/* Print the instruction table of docs/k1-isa.md from the opcode table,
   so that the manual is generated from (and checked against) the one
   definition of the instruction set.  */

#include <stdio.h>
#include <string.h>
#include "opcode/k1.h"

static const char *const unit_names[] = { "BCU", "LSU", "MAU", "ALU", "ALUD" };

/* Write the operand syntax of ARGS with placeholder names.  */

static void
print_args (const char *args)
{
  for (; *args; args++)
    switch (*args)
      {
      case 'w': fputs ("$rW", stdout); break;
      case 'W': fputs ("$pW", stdout); break;
      case 'z': fputs ("$rZ", stdout); break;
      case 'Z': fputs ("$pZ", stdout); break;
      case 'y': fputs ("$rY", stdout); break;
      case 'Y': fputs ("$pY", stdout); break;
      case 'i': fputs ("imm", stdout); break;
      case 'B': case 'C': fputs ("target", stdout); break;
      case 's': case 'S': fputs ("$sr", stdout); break;
      case '=': fputs (" = ", stdout); break;
      case ',': fputs (", ", stdout); break;
      default: putchar (*args); break;
      }
}

/* Write DOC, escaping the table separator.  */

static void
print_doc (const char *doc)
{
  for (; *doc; doc++)
    {
      if (*doc == '|')
	putchar ('\\');
      putchar (*doc);
    }
}

int
main (void)
{
  unsigned int i;

  puts ("| mnemonic | operands | unit | latency | match | mask | semantics |");
  puts ("| --- | --- | --- | ---: | --- | --- | --- |");
  for (i = 0; i < k1_num_opcodes; i++)
    {
      const struct k1_opcode *op = &k1_opcodes[i];

      printf ("| `%s` | `", op->name);
      print_args (op->args);
      printf ("` | %s | ", unit_names[op->unit]);
      if (op->latency)
	printf ("%u", op->latency);
      else
	putchar ('-');
      printf (" | `0x%08x` | `0x%08x` | ", (unsigned) op->match,
	      (unsigned) op->mask);
      print_doc (op->doc);
      puts (" |");
    }
  printf ("\n%u instructions.\n", k1_num_opcodes);
  return 0;
}
