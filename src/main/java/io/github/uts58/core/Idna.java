package io.github.uts58.core;

import com.ibm.icu.text.IDNA;
import com.ibm.icu.util.ICUInputTooLongException;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * UTS #46 processing with the options of the WHATWG URL Standard's domain-to-ASCII:
 * nontransitional, CheckBidi and CheckJoiners on; CheckHyphens and VerifyDnsLength off (so real
 * hosts such as {@code r3---sn-x.googlevideo.com} pass). STD3 rules are on because host characters
 * are already limited to what WHATWG allows.
 */
final class Idna {
  private static final IDNA UTS46 =
      IDNA.getUTS46Instance(
          IDNA.USE_STD3_RULES
              | IDNA.CHECK_BIDI
              | IDNA.CHECK_CONTEXTJ
              | IDNA.NONTRANSITIONAL_TO_ASCII
              | IDNA.NONTRANSITIONAL_TO_UNICODE);

  /** Errors that WHATWG's options do not report (or that callers check themselves). */
  private static final Set<IDNA.Error> IGNORED =
      EnumSet.of(
          IDNA.Error.HYPHEN_3_4,
          IDNA.Error.LABEL_TOO_LONG,
          IDNA.Error.DOMAIN_NAME_TOO_LONG,
          IDNA.Error.EMPTY_LABEL);

  private Idna() {}

  /** The ASCII (punycode) form of a domain, or null if UTS #46 finds it invalid. */
  static String toAscii(CharSequence domain) {
    String plain = plainAsciiLowerCase(domain);
    return plain != null ? plain : icuToAscii(domain);
  }

  static String icuToAscii(CharSequence domain) {
    StringBuilder out = new StringBuilder(domain.length() + 8);
    IDNA.Info info = new IDNA.Info();
    try {
      UTS46.nameToASCII(domain, out, info);
    } catch (ICUInputTooLongException e) {
      return null; // beyond ICU4J's UTS #46 input limit: no host (DNS allows 253 octets anyway)
    }
    return valid(info) ? out.toString() : null;
  }

  /** The Unicode form of a domain (UTS #46 ToUnicode), or null if UTS #46 finds it invalid. */
  static String toUnicode(CharSequence domain) {
    String plain = plainAsciiLowerCase(domain);
    return plain != null ? plain : icuToUnicode(domain);
  }

  static String icuToUnicode(CharSequence domain) {
    StringBuilder out = new StringBuilder(domain.length());
    IDNA.Info info = new IDNA.Info();
    try {
      UTS46.nameToUnicode(domain, out, info);
    } catch (ICUInputTooLongException e) {
      return null;
    }
    return valid(info) ? out.toString() : null;
  }

  /** The ASCII form of one label, or null if invalid. */
  static String labelToAscii(CharSequence label) {
    StringBuilder out = new StringBuilder(label.length() + 8);
    IDNA.Info info = new IDNA.Info();
    try {
      UTS46.labelToASCII(label, out, info);
    } catch (ICUInputTooLongException e) {
      return null;
    }
    return valid(info) ? out.toString() : null;
  }

  /**
   * Most hosts in real text are plain ASCII: letters, digits and '-' in labels that neither start
   * nor end with '-' and are not punycode. With the options above, UTS #46 only lower-cases those
   * (both ToASCII and ToUnicode), so this answers without ICU's allocations; null for anything
   * else.
   */
  static String plainAsciiLowerCase(CharSequence domain) {
    int n = domain.length();
    boolean upper = false;
    int labelStart = 0;
    for (int i = 0; i <= n; i++) {
      char c = i == n ? '.' : domain.charAt(i);
      if (c == '.') {
        if (i > labelStart && domain.charAt(i - 1) == '-') {
          return null;
        }
        labelStart = i + 1;
      } else if (c == '-') {
        if (i == labelStart
            || (i == labelStart + 3
                && domain.charAt(i - 1) == '-'
                && (domain.charAt(i - 2) | 0x20) == 'n'
                && (domain.charAt(i - 3) | 0x20) == 'x')) {
          return null; // leading hyphen, or "xn--"
        }
      } else if (c >= 'A' && c <= 'Z') {
        upper = true;
      } else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) {
        return null;
      }
    }
    String s = domain.toString();
    return upper ? s.toLowerCase(Locale.ROOT) : s;
  }

  private static boolean valid(IDNA.Info info) {
    for (IDNA.Error e : info.getErrors()) {
      if (!IGNORED.contains(e)) {
        return false;
      }
    }
    return true;
  }
}
