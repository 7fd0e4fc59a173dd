/* strptime's %z, as BusyBox's "date -d '... +0600'" uses it: each
   input is parsed with one format and the result printed; run.sh
   compares the output on the simulator with the host C library's.
   uClibc-ng 1.0.35 consumed nothing for %z, so every line with an
   offset failed (patches/uclibc/0010-strptime-z.patch).  */

#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <time.h>

static void
parse (const char *s, const char *fmt)
{
  struct tm tm;
  char *end;

  memset (&tm, 0, sizeof tm);
  tm.tm_gmtoff = 12345;		/* Untouched unless %z is parsed.  */
  end = strptime (s, fmt, &tm);
  if (end == NULL)
    printf ("\"%s\" \"%s\": no match\n", s, fmt);
  else
    printf ("\"%s\" \"%s\": %04d-%02d-%02d %02d:%02d:%02d gmtoff %ld rest \"%s\"\n",
	    s, fmt, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour,
	    tm.tm_min, tm.tm_sec, tm.tm_gmtoff, end);
}

int
main (void)
{
  static const char *const offsets[] = {
    "Z", "+0600", "-0600", "+05:30", "-0930", "+05", "-11", "+0000",
    " +0100", "+1", "+12:", "+0660", "x0100", "+0130 tail", "",
  };
  char buf[64];
  unsigned int i;

  for (i = 0; i < sizeof offsets / sizeof offsets[0]; i++)
    {
      snprintf (buf, sizeof buf, "1999-1-2 3:4:5%s", offsets[i]);
      parse (buf, "%Y-%m-%d %T%z");
      parse (offsets[i], "%z");
    }
  parse ("2021-03-28 00:59:59 +0000", "%Y-%m-%d %T %z");
  parse ("2021-10-31 01:00:01 -0000", "%Y-%m-%d %T %z");
  parse ("12:30 +0200", "%R %z");
  parse ("2000-02-29 12:00", "%Y-%m-%d %R");
  return 0;
}
