package io.github.uts58.core;

/**
 * WHATWG URL's IPv4 host parsing (URL Standard §3.5 "host parsing": the ends-in-a-number checker,
 * the IPv4 parser and the IPv4 number parser), on an ASCII host. Parts may be decimal, octal (a
 * leading 0) or hexadecimal (0x); one to four parts, the last filling the remaining bytes. So
 * {@code 0x7f.1} is 127.0.0.1, and {@code 1.2.3.08} is a failure (8 is no octal digit).
 */
public final class Ipv4 {
  /** {@link #parse}: the host does not end in a number, so it is a domain, not an IPv4 address. */
  public static final long NOT_IPV4 = -1;

  /** {@link #parse}: the host ends in a number but is no valid IPv4 address (WHATWG: failure). */
  public static final long FAILURE = -2;

  private Ipv4() {}

  /** {@link #parse(char[], int, int)} of a string. */
  public static long parse(CharSequence host) {
    char[] chars = host.toString().toCharArray();
    return parse(chars, 0, chars.length);
  }

  /**
   * The address of the host {@code text[start, end)} as an unsigned 32-bit value, or {@link
   * #NOT_IPV4}, or {@link #FAILURE}. Label separators other than '.' count as '.', as UTS #46 maps
   * them before WHATWG's host parser runs.
   */
  public static long parse(char[] text, int start, int end) {
    if (end > start && isSeparator(text[end - 1]) && end - 1 > start) {
      end--; // one trailing dot is allowed (a validation error only)
    }
    int lastStart = end;
    while (lastStart > start && !isSeparator(text[lastStart - 1])) {
      lastStart--;
    }
    // ends-in-a-number: the last part is all ASCII digits, or parses as an IPv4 number (0x…)
    if (lastStart == end
        || (!allDigits(text, lastStart, end) && number(text, lastStart, end) < 0)) {
      return NOT_IPV4;
    }
    // Up to four parts, in locals: this runs for every dotted run whose last label is a number
    // (versions, addresses), so it allocates nothing.
    long n0 = 0;
    long n1 = 0;
    long n2 = 0;
    long n3 = 0;
    int count = 0;
    int partStart = start;
    for (int i = start; i <= end; i++) {
      if (i == end || isSeparator(text[i])) {
        if (count == 4) {
          return FAILURE;
        }
        long n = number(text, partStart, i);
        if (n < 0) {
          return FAILURE;
        }
        switch (count++) {
          case 0 -> n0 = n;
          case 1 -> n1 = n;
          case 2 -> n2 = n;
          default -> n3 = n;
        }
        partStart = i + 1;
      }
    }
    // every part but the last is one byte; the last fills the bytes that remain
    if ((count > 1 && n0 > 255) || (count > 2 && n1 > 255) || (count > 3 && n2 > 255)) {
      return FAILURE;
    }
    long last = count == 1 ? n0 : count == 2 ? n1 : count == 3 ? n2 : n3;
    if (last >= 1L << (8 * (5 - count))) {
      return FAILURE;
    }
    return last
        + (count > 1 ? n0 << 24 : 0)
        + (count > 2 ? n1 << 16 : 0)
        + (count > 3 ? n2 << 8 : 0);
  }

  /** The IPv4 serializer: four decimal bytes. */
  public static String serialize(long address) {
    return (address >>> 24)
        + "."
        + ((address >>> 16) & 0xFF)
        + "."
        + ((address >>> 8) & 0xFF)
        + "."
        + (address & 0xFF);
  }

  /** The IPv4 number parser; -1 for failure. Values are capped above 2^32 (they fail anyway). */
  private static long number(char[] text, int start, int end) {
    if (start == end) {
      return -1;
    }
    int radix = 10;
    if (end - start >= 2 && text[start] == '0' && (text[start + 1] | 0x20) == 'x') {
      radix = 16;
      start += 2;
    } else if (end - start >= 2 && text[start] == '0') {
      radix = 8;
      start++;
    }
    long value = 0;
    for (int i = start; i < end; i++) {
      char c = text[i];
      int digit = c < 0x80 ? Character.digit(c, radix) : -1;
      if (digit < 0) {
        return -1;
      }
      value = Math.min(value * radix + digit, 1L << 33);
    }
    return value;
  }

  private static boolean allDigits(char[] text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (text[i] < '0' || text[i] > '9') {
        return false;
      }
    }
    return true;
  }

  private static boolean isSeparator(char c) {
    return LinkScanner.isLabelSeparator(c);
  }
}
