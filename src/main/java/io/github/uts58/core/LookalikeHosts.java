package io.github.uts58.core;

import java.util.Locale;
import java.util.Set;

/**
 * {@link SchemelessLinks#PRECISE}: whether a URL that UTS #58 found without a scheme is a link, or
 * a file name or code identifier that looks like a host ({@code setup.py}, {@code Makefile.in},
 * {@code user.email}, {@code org.freedesktop.DBus}). Decided from evidence in the text, in this
 * order; the first rule that applies decides:
 *
 * <ol>
 *   <li>A first label {@code www}, or {@code //} before the host (another scheme, {@code ftp://},
 *       or a scheme-relative reference): a link.
 *   <li>Part of a path or an identifier: {@code /}, {@code \} or {@code _} just before the host,
 *       {@code (} or {@code _} just after the link ({@code src/app.py}, {@code test_app.py}, {@code
 *       dbm.open()}, {@code kernel.pid_max}); a port followed by {@code :} and a digit ({@code
 *       app.cc:12:5}); followed by {@code ", line N"} or {@code " line N"} (Python and Perl
 *       tracebacks): not a link.
 *   <li>A path, query or fragment after the host ({@code docs.rs/serde}, {@code
 *       GitHub.com/user/repo}), or an email address written out before it ({@code name at
 *       example.org}, {@code name(at)example.org}): a link. Otherwise, inside an RST role or
 *       literal ({@code :func:`re.search`}, {@code ``io.open``}): not a link.
 *   <li>Letter case no host is written in: a camelCase first label ({@code jsonPayload.foo}),
 *       capitals only after the first label ({@code typing.Final}, {@code
 *       selectors.EpollSelector.select}), a capitalised TLD after a label that is not all capitals
 *       ({@code Makefile.PL}), an all-capitals host of two labels ({@code README.CR}, {@code
 *       REALM.NAME}), a capitalised first label before a TLD that is neither a country code nor one
 *       of RFC 1591's generic TLDs ({@code GzipFile.read}; {@code Amazon.com} stays a link): not a
 *       link.
 *   <li>Reverse domain notation: a first label that is one of RFC 1591's generic TLDs, and three
 *       labels or more ({@code org.freedesktop.DBus.Properties}, {@code net.ipv4.ip_forward}): not
 *       a link.
 *   <li>A TLD that is also a file extension ({@link FileExtensions}: {@code .py}, {@code .sh},
 *       {@code .pl}, {@code .in}, {@code .md}, {@code .so}, {@code .zip} …): a link only under a
 *       public suffix of two labels or more ({@code example.co.in}, {@code example.com.pl}); {@code
 *       setup.py}, {@code config.h.in}, {@code app.py:12}, and also a bare {@code
 *       forum.example.pl}, are not.
 *   <li>Two labels under one of ICANN's new generic TLDs, which are words that name identifiers too
 *       ({@code default.target}, {@code user.email}, {@code log.date}; marked in the Public Suffix
 *       List, {@link PublicSuffixList#isNewGenericTld}): not a link. {@code pkg.dev} alone is not
 *       linked; {@code pkg.dev/path}, {@code www.}, a scheme or an email are.
 *   <li>Otherwise a link.
 * </ol>
 */
final class LookalikeHosts {
  /**
   * RFC 1591's generic top-level domains: names that head reverse domain notation, and that name
   * companies.
   */
  static final Set<String> RFC_1591_GENERIC =
      Set.of("com", "edu", "gov", "int", "mil", "net", "org");

  private LookalikeHosts() {}

  /**
   * Whether the scheme-less URL {@code text[hostStart, end)} is a link. {@code hostEnd}: the host's
   * end (no trailing dot); {@code hostAndPortEnd}: after its port, if any; the chars around it are
   * read through {@code around}.
   */
  static boolean isLink(
      char[] text,
      TextAround around,
      int hostStart,
      int hostEnd,
      int hostAndPortEnd,
      int end,
      LinkDetector detector) {
    int firstEnd = hostStart;
    while (firstEnd < hostEnd && !LinkScanner.isLabelSeparator(text[firstEnd])) {
      firstEnd++;
    }
    int lastStart = hostEnd;
    int labels = 1;
    for (int i = hostEnd - 1; i >= hostStart; i--) {
      if (LinkScanner.isLabelSeparator(text[i])) {
        if (labels == 1) {
          lastStart = i + 1;
        }
        labels++;
      }
    }
    if (lastStart == hostEnd) {
      lastStart = hostStart;
    }
    // 1. www., or "//" before the host
    if (firstLabelIsWww(text, hostStart, hostEnd)) {
      return true;
    }
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    if (before == '/' && beforeThat == '/') {
      return true;
    }
    // 2. part of a path or an identifier
    char after = around.at(end);
    if (before == '/' || before == '\\' || before == '_' || after == '(' || after == '_') {
      return false;
    }
    boolean hasPort = hostAndPortEnd > hostEnd && text[hostAndPortEnd - 1] != '.';
    boolean hasPath = hostAndPortEnd + 1 < end;
    if (hasPort
        && !hasPath
        && around.at(hostAndPortEnd) == ':'
        && isDigit(around.at(hostAndPortEnd + 1))) {
      return false; // FILE:LINE:COLUMN
    }
    if (followedByLineNumber(around, end)) {
      return false;
    }
    // 3. a path, query or fragment, or an address written out ("name at example.org")
    if (hasPath || atBefore(around, hostStart)) {
      return true;
    }
    // code in an RST role or literal: :func:`re.search`, ``io.open``, :meth:`~x.y`
    if ((before == '`' && (beforeThat == ':' || beforeThat == '`'))
        || (before == '~' && beforeThat == '`')) {
      return false;
    }
    // 4. letter case no host is written in
    String lowerTld = new String(text, lastStart, hostEnd - lastStart).toLowerCase(Locale.ROOT);
    if (!caseOfAHost(text, hostStart, firstEnd, hostEnd, lastStart, labels, lowerTld)) {
      return false;
    }
    // 5. reverse domain notation
    if (labels >= 3
        && RFC_1591_GENERIC.contains(
            new String(text, hostStart, firstEnd - hostStart).toLowerCase(Locale.ROOT))) {
      return false;
    }
    // 6. a TLD that is also a file extension: a link only under a public suffix of two labels or
    // more
    PublicSuffixList suffixes = detector.topLevelDomains().publicSuffixList();
    if (detector.isFileExtension(lowerTld) && isAscii(text, hostStart, hostEnd)) {
      if (hasPort) {
        return false;
      }
      String suffix =
          suffixes.publicSuffix(
              new String(text, hostStart, hostEnd - hostStart).toLowerCase(Locale.ROOT), true);
      return suffix != null && suffix.indexOf('.') >= 0;
    }
    // 7. two labels under a new gTLD, a word that names identifiers too (default.target,
    // user.email)
    return !(labels == 2 && !hasPort && suffixes.isNewGenericTld(lowerTld));
  }

  private static boolean caseOfAHost(
      char[] text,
      int hostStart,
      int firstEnd,
      int hostEnd,
      int lastStart,
      int labels,
      String lowerTld) {
    boolean firstHasUpper = hasUpper(text, hostStart, firstEnd);
    boolean laterHasUpper = hasUpper(text, firstEnd, hostEnd);
    if (Character.isLowerCase(text[hostStart]) && firstHasUpper) {
      return false; // camelCase
    }
    if (!firstHasUpper && laterHasUpper) {
      return false; // module.Class
    }
    boolean allUpper = !hasLower(text, hostStart, hostEnd);
    if (hasUpper(text, lastStart, hostEnd) && (!allUpper || labels == 2)) {
      return false; // Makefile.PL, README.CR
    }
    if (Character.isUpperCase(text[hostStart])
        && !allUpper
        && lowerTld.length() > 2
        && !RFC_1591_GENERIC.contains(lowerTld)) {
      return false; // GzipFile.read
    }
    return true;
  }

  /**
   * " at ", "(at)", "[at]" or "-at-" (one or two spaces around allowed) just before the host: an
   * address written out.
   */
  private static boolean atBefore(TextAround around, int hostStart) {
    int i = hostStart;
    while (i > hostStart - 2 && around.at(i - 1) == ' ') {
      i--;
    }
    if ((around.at(i - 3) | 0x20) == 'a' && (around.at(i - 2) | 0x20) == 't') {
      char open = around.at(i - 4);
      char close = around.at(i - 1);
      if ((open == '(' && close == ')')
          || (open == '[' && close == ']')
          || (open == '-' && close == '-')) {
        return true;
      }
    }
    return i < hostStart
        && (around.at(i - 2) | 0x20) == 'a'
        && (around.at(i - 1) | 0x20) == 't'
        && around.at(i - 3) == ' ';
  }

  /** {@code ", line 12"}, {@code "', line 12"} or {@code " line 12"} at {@code i}. */
  private static boolean followedByLineNumber(TextAround around, int i) {
    if (around.at(i) == '"' || around.at(i) == '\'') {
      i++;
    }
    if (around.at(i) == ',') {
      i++;
    }
    for (int k = 0; k < LINE.length(); k++) {
      if (around.at(i + k) != LINE.charAt(k)) {
        return false;
      }
    }
    return isDigit(around.at(i + LINE.length()));
  }

  private static final String LINE = " line ";

  /**
   * Whether the host {@code text[hostStart, hostEnd)} starts with the label {@code www} (any case).
   */
  static boolean firstLabelIsWww(char[] text, int hostStart, int hostEnd) {
    return hostEnd - hostStart > 4
        && (text[hostStart] | 0x20) == 'w'
        && (text[hostStart + 1] | 0x20) == 'w'
        && (text[hostStart + 2] | 0x20) == 'w'
        && LinkScanner.isLabelSeparator(text[hostStart + 3]);
  }

  private static boolean hasUpper(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isUpperCase(text[i])) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasLower(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isLowerCase(text[i])) {
        return true;
      }
    }
    return false;
  }

  private static boolean isAscii(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text[i] >= 0x80) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
