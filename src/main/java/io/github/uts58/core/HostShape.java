package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isDigit;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * What a host's own chars say, for {@link LookalikeHosts}'s rules 1 and 6–9: its first label
 * ({@code www}), its letter case ({@code Makefile.PL}, {@code typing.Final}), reverse domain
 * notation, versions and placeholders, file extensions among its labels, TLDs that are words, and
 * public suffixes of two labels. Reads no context.
 */
final class HostShape {
  /**
   * RFC 1591's generic top-level domains: names that head reverse domain notation, and that name
   * companies.
   */
  static final Set<String> RFC_1591_GENERIC =
      Set.of("com", "edu", "gov", "int", "mil", "net", "org");

  private HostShape() {}

  /** Whether the host's public suffix has two labels or more ({@code example.co.in}). */
  static boolean underSuffixOfTwoLabels(
      char[] text, int hostStart, int hostEnd, LinkDetector detector) {
    String suffix = publicSuffix(text, hostStart, hostEnd, detector, true);
    return suffix != null && suffix.indexOf('.') >= 0;
  }

  /** {@code text[from, to)} in small letters, as the Public Suffix List and TLD sets hold names. */
  private static String lowerCase(char[] text, int from, int to) {
    return new String(text, from, to - from).toLowerCase(Locale.ROOT);
  }

  /**
   * The host's public suffix in the detector's list, its private section too if {@code
   * includePrivate}, or null.
   */
  private static String publicSuffix(
      char[] text, int hostStart, int hostEnd, LinkDetector detector, boolean includePrivate) {
    return detector
        .topLevelDomains()
        .publicSuffixList()
        .publicSuffix(lowerCase(text, hostStart, hostEnd), includePrivate);
  }

  /**
   * A conversion of printf's, one letter ({@code s}, {@code d}), as the first label after its
   * {@code %}, and only a public suffix after it: the format's value is the domain, and the text
   * holds its suffix alone ({@code "www.%s.com"}, {@code "user@%s.com.au:~/repo"}); not a template
   * of a host under a domain, {@code http://%s.livejournal.com/}, nor under a suffix a company
   * keeps for its customers' names, the list's private section ({@code %s.blob.core.windows.net}).
   */
  static boolean conversionThenSuffix(
      char[] text, int hostStart, int firstEnd, int hostEnd, LinkDetector detector) {
    if (firstEnd != hostStart + 1 || "sdiux".indexOf(text[hostStart]) < 0) {
      return false;
    }
    String suffix = publicSuffix(text, hostStart, hostEnd, detector, false);
    return suffix != null && suffix.length() == hostEnd - firstEnd - 1;
  }

  /**
   * An onion service's address under {@code .onion}: the label before it 56 chars of base32, a
   * version 3 address, or 16, a retired version 2 one ({@code
   * 2gzyxa5ihm7nsggfxnu52rck2vv4rvmdlkiu3zzui5du4xyclen53wid.onion}); no file or member is named
   * so.
   */
  static boolean onionServiceAddress(
      char[] text, int hostStart, int lastStart, int hostEnd, String lowerTld) {
    if (!lowerTld.equals("onion")) {
      return false;
    }
    int end = lastStart - 1;
    int start = end;
    while (start > hostStart && !LinkScanner.isLabelSeparator(text[start - 1])) {
      start--;
    }
    if (end - start != 56 && end - start != 16) {
      return false;
    }
    for (int i = start; i < end; i++) {
      char c = AsciiChars.asciiLower(text[i]);
      if (!AsciiChars.isAsciiLower(c) && (c < '2' || c > '7')) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the host is itself a rule of the Public Suffix List, a registry's name ({@code
   * tinn.no}, {@code com.qa}, {@code k12.or.us}; not {@code mm.mm}, which only the wildcard {@code
   * *.mm} makes a suffix).
   */
  static boolean isPublicSuffixRule(
      char[] text, int hostStart, int hostEnd, LinkDetector detector) {
    return detector
        .topLevelDomains()
        .publicSuffixList()
        .isRule(lowerCase(text, hostStart, hostEnd), true);
  }

  /**
   * Whether {@code text[start, end)}, a host or a label, starts with a label in IDNA's ASCII form,
   * {@code xn--} and Punycode ({@code xn--bcher-kva.de}): the form only a domain name takes, never
   * a file's or an identifier's.
   */
  static boolean startsWithALabel(char[] text, int start, int end) {
    return end - start >= 4
        && (text[start] | 0x20) == 'x'
        && (text[start + 1] | 0x20) == 'n'
        && text[start + 2] == '-'
        && text[start + 3] == '-';
  }

  /**
   * Whether a host of two labels is a country's category of names in the Public Suffix List ({@link
   * PublicSuffixList#isCountryCategory}: {@code co.uk}, {@code org.ua}), a registry's name, which
   * no file or key is named.
   */
  static boolean countryCategory(char[] text, int hostStart, int hostEnd, LinkDetector detector) {
    return detector
        .topLevelDomains()
        .publicSuffixList()
        .isCountryCategory(lowerCase(text, hostStart, hostEnd));
  }

  /**
   * Whether the host is itself a rule of the Public Suffix List, a registry's zone, under one of
   * RFC 1591's TLDs or one no file has ({@code org.ua}, {@code de.com}; not {@code info.pl}).
   */
  private static boolean zoneOfARegistry(
      char[] text,
      int hostStart,
      int lastStart,
      int hostEnd,
      String lowerTld,
      LinkDetector detector) {
    return (RFC_1591_GENERIC.contains(lowerTld)
            || !detector.isFileExtension(text, lastStart, hostEnd))
        && isPublicSuffixRule(text, hostStart, hostEnd, detector);
  }

  /**
   * Whether the label before the TLD that starts at {@code lastStart} is a file extension, not one
   * of RFC 1591's generic TLDs ({@code config.h.top}, {@code helpmsgs.cc.new}; not {@code
   * gnu.org.ua}).
   */
  static boolean extensionBeforeTld(
      char[] text, int hostStart, int lastStart, LinkDetector detector) {
    int end = lastStart - 1;
    int start = end;
    while (start > hostStart && !LinkScanner.isLabelSeparator(text[start - 1])) {
      start--;
    }
    return !isRfc1591Generic(text, start, end) && detector.isFileExtension(text, start, end);
  }

  /** Whether {@code text[from, to)} is one of RFC 1591's generic TLDs, in any case. */
  static boolean isRfc1591Generic(char[] text, int from, int to) {
    return to - from == 3 && RFC_1591_GENERIC.contains(lowerCase(text, from, to));
  }

  /**
   * Whether {@code text[from, to)} is a version's numbers: ASCII digits and dots, after a {@code v}
   * if a digit follows it ({@code 2.0} of {@code 2.0.dev}, {@code v14.8.7} of {@code v14.8.7.ar}).
   */
  static boolean versionNumber(char[] text, int from, int to) {
    if (to - from > 1 && (text[from] | 0x20) == 'v' && isDigit(text[from + 1])) {
      from++;
    }
    for (int i = from; i < to; i++) {
      if (!isDigit(text[i]) && text[i] != '.') {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code text[hostStart, hostEnd)} is a placeholder for a host, as manuals write one: two
   * labels, {@code host} under a word for whose host it is ({@code my.host}, {@code your.host},
   * {@code other.host}).
   */
  static boolean placeholderHost(
      char[] text, int hostStart, int firstEnd, int lastStart, int hostEnd) {
    return hostOf(text, hostStart, firstEnd, lastStart, hostEnd, PLACEHOLDER_OWNERS);
  }

  /**
   * Whether {@code text[hostStart, hostEnd)} is a placeholder for the reader's own host, {@code
   * my.host} or {@code your.host}: code names no variable so, as it does {@code other} ({@code
   * self.host = other.host}).
   */
  static boolean readersPlaceholderHost(
      char[] text, int hostStart, int firstEnd, int lastStart, int hostEnd) {
    return hostOf(text, hostStart, firstEnd, lastStart, hostEnd, READERS);
  }

  private static boolean hostOf(
      char[] text, int hostStart, int firstEnd, int lastStart, int hostEnd, String[] owners) {
    if (firstEnd + 1 != lastStart || !isAsciiWord(text, lastStart, hostEnd, "host")) {
      return false;
    }
    for (String owner : owners) {
      if (isAsciiWord(text, hostStart, firstEnd, owner)) {
        return true;
      }
    }
    return false;
  }

  private static final String[] READERS = {"my", "your"};

  private static final String[] PLACEHOLDER_OWNERS = {"my", "your", "other"};

  /**
   * Whether the path {@code text[pathStart, end)} is a version alone: {@code /}, then a digit, then
   * digits and dots ({@code /17.33.2} of a user agent's {@code com.google.ios.youtube/17.33.2}).
   */
  static boolean versionPath(char[] text, int pathStart, int end) {
    return end - pathStart > 1
        && text[pathStart] == '/'
        && isDigit(text[pathStart + 1])
        && versionNumber(text, pathStart + 1, end);
  }

  /**
   * Whether {@code text[hostStart, lastStart - 1)} is a name and its version: a first label that
   * ends in {@code -} and digits, then labels of digits only ({@code automake-1.16} of {@code
   * automake-1.16.info}, {@code libfoo-2.0.3}): a file's name, as hosts are not numbered so.
   */
  static boolean versionedName(char[] text, int hostStart, int firstEnd, int lastStart) {
    int i = firstEnd;
    while (i > hostStart && isDigit(text[i - 1])) {
      i--;
    }
    if (i == firstEnd || i - 1 <= hostStart || text[i - 1] != '-') {
      return false;
    }
    return firstEnd < lastStart - 1 && versionNumber(text, firstEnd + 1, lastStart - 1);
  }

  static boolean caseOfAHost(
      char[] text,
      int hostStart,
      int firstEnd,
      int hostEnd,
      int lastStart,
      int labels,
      String lowerTld,
      LinkDetector detector) {
    if (Character.isLowerCase(text[hostStart]) && hasUpper(text, hostStart, firstEnd)) {
      return false; // camelCase
    }
    if (capitalsOnlyAfterFirstLabel(text, hostStart, firstEnd, lastStart, hostEnd)) {
      return false; // module.Class
    }
    // a class's name, capitals inside a mixed-case first label, before a TLD that names no
    // company (DateFormatItem.hm, SSLHandshake.FINISHED.id; FreeSeamlessTextures.com stays a link)
    if (hasUpper(text, hostStart + 1, firstEnd)
        && hasLower(text, hostStart, firstEnd)
        && !RFC_1591_GENERIC.contains(lowerTld)) {
      return false;
    }
    boolean allUpper = !hasLower(text, hostStart, hostEnd);
    if (hasUpper(text, lastStart, hostEnd)
        && (!allUpper || labels == 2)
        // (not a name in a script without case, whose TLD's case tells nothing: 日本語.Jp)
        && !caselessLetters(text, hostStart, lastStart)
        // (mail's old spelling of a domain: Stanford.EDU, CS.Berkeley.EDU; all in capitals too
        // under a TLD no file has, ISI.EDU, not COMMAND.COM)
        && !(mailDomainTld(text, lastStart, hostEnd, lowerTld)
            && (!allUpper || !detector.isFileExtension(text, lastStart, hostEnd)))
        // (nor a registry's zone in capitals, as WHOIS tables list them: ORG.UA, DE.COM)
        && !(allUpper
            && labels == 2
            && zoneOfARegistry(text, hostStart, lastStart, hostEnd, lowerTld, detector))) {
      return false; // Makefile.PL, README.CR
    }
    if (Character.isUpperCase(text[hostStart])
        && !allUpper
        && lowerTld.length() > 2
        && !RFC_1591_GENERIC.contains(lowerTld)) {
      return false; // GzipFile.read
    }
    // a qualified name, three labels or more, each but the last capitalised, under a country code
    // too: a module's, then its function (Haskell's Control.Lens.At.at, GHC.Generics.to)
    if (labels >= 3
        && !allUpper
        && !RFC_1591_GENERIC.contains(lowerTld)
        && labelsCapitalised(text, hostStart, lastStart)) {
      return false;
    }
    // a file's name in capitals before a language's code, a translation's (TUTORIAL.cn,
    // INSTALL.de); the acronyms that name hosts so are shorter (CNRS.fr, MEGA.nz)
    return !(labels == 2
        && lowerTld.length() == 2
        && firstEnd - hostStart >= SHORTEST_CAPITALIZED_FILE
        && capitalLettersOnly(text, hostStart, firstEnd));
  }

  /** A first label in title case: a capital, then a small letter ({@code Rejected.pm}). */
  static boolean titleCaseFirstLabel(char[] text, int hostStart) {
    // (a label of one letter has its dot after it)
    return AsciiChars.isAsciiUpper(text[hostStart]) && AsciiChars.isAsciiLower(text[hostStart + 1]);
  }

  /** Whether every label in {@code text[from, to)} starts with a capital. */
  private static boolean labelsCapitalised(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if ((i == from || LinkScanner.isLabelSeparator(text[i - 1]))
          && !Character.isUpperCase(text[i])) {
        return false;
      }
    }
    return true;
  }

  /** The fewest capitals of a translated file's name read as one ({@code README.fr}). */
  private static final int SHORTEST_CAPITALIZED_FILE = 6;

  private static boolean capitalLettersOnly(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!AsciiChars.isAsciiUpper(text[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * A path of words in capitals, each after a {@code /} ({@code /WRITE/ERROR}): with a name no host
   * is written as, alternatives among code's constants ({@code IOLoop.READ/WRITE/ERROR}).
   */
  static boolean capitalWordsPath(char[] text, int pathStart, int end) {
    for (int i = pathStart; i < end; i++) {
      if (text[i] == '/' ? i + 1 == end || text[i + 1] == '/' : !AsciiChars.isAsciiUpper(text[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * A path of names each the host's first label, a dot and one more label, each after a {@code /}
   * ({@code /user.email}, {@code /version.sh/version.ps1}): alternatives in one namespace, members'
   * or files' ({@code user.name/user.email}, {@code version.py/version.sh}).
   */
  static boolean sameNamespacePath(
      char[] text, int hostStart, int firstEnd, int pathStart, int end) {
    int firstLength = firstEnd - hostStart;
    int i = pathStart;
    while (i < end) {
      // a / and the first label, then a dot and a label that ends at the next / or the end
      if (text[i] != '/'
          || i + 1 + firstLength >= end
          || !Arrays.equals(text, hostStart, firstEnd, text, i + 1, i + 1 + firstLength)
          || text[i + 1 + firstLength] != '.') {
        return false;
      }
      int labelStart = i + 2 + firstLength;
      i = labelStart;
      while (i < end && text[i] != '/') {
        if (!AsciiChars.isAsciiIdentifierPart(text[i]) && text[i] != '-') {
          return false;
        }
        i++;
      }
      if (i == labelStart) {
        return false;
      }
    }
    return true;
  }

  /**
   * A TLD of RFC 1591's in capitals, in which mail and its documents spell domains with capitals
   * ({@code Stanford.EDU}, {@code Eng.Sun.COM}), or in title case, as names are ({@code
   * Insecure.Org}): not {@code INT}, nor {@code NET}, which names products ({@code Visual
   * Studio.NET}, {@code Microsoft.NET}) and namespaces ({@code System.Net}).
   */
  private static boolean mailDomainTld(char[] text, int lastStart, int hostEnd, String lowerTld) {
    return RFC_1591_GENERIC.contains(lowerTld)
        && !lowerTld.equals("int")
        && !lowerTld.equals("net")
        && (!hasLower(text, lastStart, hostEnd)
            || (Character.isUpperCase(text[lastStart]) && !hasUpper(text, lastStart + 1, hostEnd)));
  }

  /**
   * Every label the same as the first, the TLD too: a placeholder ({@code xxx.xxx.xxx.xxx} for an
   * address), which no registry's names are.
   */
  static boolean allLabelsAlike(char[] text, int hostStart, int firstEnd, int hostEnd) {
    int length = firstEnd - hostStart;
    for (int i = firstEnd; i < hostEnd; i += length + 1) {
      if (hostEnd - (i + 1) < length
          || !LinkScanner.isLabelSeparator(text[i])
          || !Arrays.equals(text, hostStart, firstEnd, text, i + 1, i + 1 + length)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Four labels, each one letter written two or three times: an IPv4 address's placeholder, one
   * letter a byte ({@code xx.yy.zz.tt}, mailagent's); not {@code a.b.c.mm}.
   */
  static boolean addressPlaceholder(char[] text, int hostStart, int hostEnd) {
    int labels = 0;
    int labelStart = hostStart;
    for (int i = hostStart; i <= hostEnd; i++) {
      if (i < hostEnd && !LinkScanner.isLabelSeparator(text[i])) {
        if (!AsciiChars.isAsciiLetter(text[i]) || (i > labelStart && text[i] != text[labelStart])) {
          return false;
        }
        continue;
      }
      if (i - labelStart < 2 || i - labelStart > 3) {
        return false;
      }
      labels++;
      labelStart = i + 1;
    }
    return labels == 4;
  }

  /**
   * Two labels side by side the same: a module's member named after the module ({@code
   * gevent.select.select}, {@code datetime.datetime.now}), which hosts under a TLD that is a word
   * are not named like; not a reverse DNS name's nibbles ({@code …0.0.e.e.…ip6.int}).
   */
  static boolean twoLabelsAlikeSideBySide(char[] text, int hostStart, int hostEnd) {
    int labelStart = hostStart;
    int previousStart = -1;
    for (int i = hostStart; i <= hostEnd; i++) {
      if (i == hostEnd || LinkScanner.isLabelSeparator(text[i])) {
        if (previousStart >= 0
            && Arrays.equals(text, previousStart, labelStart - 1, text, labelStart, i)
            && !hexDigitsOnly(text, labelStart, i)) {
          return true;
        }
        previousStart = labelStart;
        labelStart = i + 1;
      }
    }
    return false;
  }

  private static boolean hexDigitsOnly(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!AsciiChars.isHexDigit(text[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * A version's placeholder, {@code major.minor} and more ({@code "major.minor.build"}, {@code
   * MAJOR.MINOR.PATCH}), which names no host.
   */
  static boolean versionPlaceholder(char[] text, int hostStart, int hostEnd) {
    int minorStart = hostStart + MAJOR.length() + 1;
    int minorEnd = minorStart + MINOR.length();
    return minorEnd < hostEnd
        && AsciiChars.asciiWordAt(text, hostStart, MAJOR)
        && LinkScanner.isLabelSeparator(text[minorStart - 1])
        && AsciiChars.asciiWordAt(text, minorStart, MINOR)
        && LinkScanner.isLabelSeparator(text[minorEnd]);
  }

  private static final String MAJOR = "major";
  private static final String MINOR = "minor";

  /**
   * A TSIG algorithm's name, which DNS writes as a domain name under {@code sig-alg.reg.int} (RFC
   * 8945: {@code hmac-md5.sig-alg.reg.int}): an identifier, no host.
   */
  static boolean tsigAlgorithmName(char[] text, int hostStart, int hostEnd) {
    int start = hostEnd - TSIG_ALGORITHMS.length();
    return start > hostStart && AsciiChars.asciiWordAt(text, start, TSIG_ALGORITHMS);
  }

  private static final String TSIG_ALGORITHMS = ".sig-alg.reg.int";

  /**
   * A storage name in the format of iSCSI's qualified names (RFC 3720) and NVMe's: {@code iqn} or
   * {@code nqn}, then the year and month the naming authority held its domain, then that domain
   * reversed ({@code iqn.1991-05.com.microsoft}, {@code nqn.1988-11.com.dell}), not a host.
   */
  static boolean qualifiedStorageName(char[] text, int hostStart, int firstEnd, int hostEnd) {
    String yearAndMonth = "dddd-dd";
    int monthEnd = firstEnd + 1 + yearAndMonth.length();
    if (firstEnd - hostStart != 3
        || (text[hostStart + 1] | 0x20) != 'q'
        || (text[hostStart + 2] | 0x20) != 'n'
        || ((text[hostStart] | 0x20) != 'i' && (text[hostStart] | 0x20) != 'n')
        || monthEnd >= hostEnd
        || !LinkScanner.isLabelSeparator(text[monthEnd])) {
      return false;
    }
    for (int i = 0; i < yearAndMonth.length(); i++) {
      char c = text[firstEnd + 1 + i];
      if (yearAndMonth.charAt(i) == 'd' ? !AsciiChars.isDigit(c) : c != '-') {
        return false;
      }
    }
    return true;
  }

  /**
   * Usenet's hierarchies whose first labels start newsgroups' names and rarely a host's: the Big
   * Eight but {@code news} and {@code talk} (news.example.net, talk.google.com), {@code alt} and
   * {@code gnu}.
   */
  private static final char[][] USENET_HIERARCHIES =
      words("comp", "humanities", "misc", "rec", "sci", "soc", "alt", "gnu");

  /**
   * A newsgroup's name: three labels or more, the first one of {@link #USENET_HIERARCHIES}, the
   * last a word TLD ({@code comp.unix.shell}, {@code rec.sport.hockey}, {@code
   * alt.destroy.microsoft}, {@code gnu.cvs.help}; not {@code misc.dnsbl.sorbs.net} or {@code
   * soc.srcf.net}, hosts under RFC 1591's TLDs, nor {@code comp.example.de}).
   */
  static boolean newsgroup(
      char[] text, int hostStart, int firstEnd, int labels, String lowerTld, PublicSuffixList psl) {
    if (labels < 3) {
      return false;
    }
    return isOneOf(text, hostStart, firstEnd, USENET_HIERARCHIES) && isWordTld(lowerTld, psl);
  }

  /**
   * A path's placeholder that reads "path to": a first label {@code path}, then {@code to} ({@code
   * path.to/filename.db}, {@code path.to.app}), in any case.
   */
  static boolean pathToPlaceholder(char[] text, int hostStart, int firstEnd, int hostEnd) {
    return firstEnd - hostStart == 4
        && firstEnd + 3 <= hostEnd
        && (firstEnd + 3 == hostEnd || LinkScanner.isLabelSeparator(text[firstEnd + 3]))
        && AsciiChars.asciiWordAt(text, firstEnd + 1, "to")
        && AsciiChars.asciiWordAt(text, hostStart, "path");
  }

  /**
   * Two labels, a capital letter alone then a TLD in title case: a member of a class or a module
   * named by one letter, as SymPy's singletons are ({@code S.One/3}, {@code S.Zero}, {@code
   * S.Half}), not a host, whose names are not so written ({@code X.Org} is a foundation's). (More
   * labels put a dot among the TLD's lower-case letters.)
   */
  static boolean letterAndTitleCase(char[] text, int hostStart, int firstEnd, int hostEnd) {
    if (firstEnd - hostStart != 1 || text[hostStart] < 'A' || text[hostStart] > 'Z') {
      return false;
    }
    int tld = firstEnd + 1;
    if (text[tld] < 'A' || text[tld] > 'Z') {
      return false;
    }
    for (int i = tld + 1; i < hostEnd; i++) {
      if (text[i] < 'a' || text[i] > 'z') {
        return false;
      }
    }
    return true;
  }

  /**
   * A label {@code prototype} between the first and the last: JavaScript's member of a
   * constructor's prototype ({@code Jf.prototype.sd=function}, {@code String.prototype.at}), which
   * no host's name spells.
   */
  static boolean prototypeMember(char[] text, int firstEnd, int lastStart) {
    int from = firstEnd + 1;
    for (int i = from; i < lastStart; i++) {
      if (text[i] == '.') {
        if (Arrays.equals(text, from, i, PROTOTYPE, 0, PROTOTYPE.length)) {
          return true;
        }
        from = i + 1;
      }
    }
    return false;
  }

  private static final char[] PROTOTYPE = "prototype".toCharArray();

  /** The sizes in cloud providers' names of instance types, after a number of times if any. */
  private static final char[][] INSTANCE_SIZES =
      words("nano", "micro", "small", "medium", "large", "xlarge", "metal");

  /**
   * A cloud instance type of three labels: a family, letters then a generation's digits and more
   * letters, then a size ({@code r6g.large.search}, {@code m5.12xlarge.search}, {@code
   * ultrawarm1.medium.search}, OpenSearch Service's; {@code db.r5.large} and {@code t3.micro} end
   * in no TLD), not a host.
   */
  static boolean cloudInstanceType(char[] text, int hostStart, int firstEnd, int lastStart) {
    // (more labels, or fewer, leave no size between the first and the last)
    int i = hostStart;
    while (i < firstEnd && text[i] >= 'a' && text[i] <= 'z') {
      i++;
    }
    if (i == hostStart || !AsciiChars.isDigit(text[i])) {
      return false;
    }
    for (; i < firstEnd; i++) {
      if (!AsciiChars.isDigit(text[i]) && (text[i] < 'a' || text[i] > 'z')) {
        return false;
      }
    }
    int sizeStart = firstEnd + 1;
    int sizeEnd = lastStart - 1;
    while (sizeStart < sizeEnd && AsciiChars.isDigit(text[sizeStart])) {
      sizeStart++;
    }
    if (sizeEnd < sizeStart) {
      return false; // two labels: no size between them
    }
    return isOneOf(text, sizeStart, sizeEnd, INSTANCE_SIZES);
  }

  private static char[][] words(String... words) {
    char[][] chars = new char[words.length][];
    for (int i = 0; i < words.length; i++) {
      chars[i] = words[i].toCharArray();
    }
    return chars;
  }

  /** Whether {@code text[from, to)} is one of {@code words}, in the same case. */
  private static boolean isOneOf(char[] text, int from, int to, char[][] words) {
    for (char[] word : words) {
      if (Arrays.equals(text, from, to, word, 0, word.length)) {
        return true;
      }
    }
    return false;
  }

  /** The letters a date or time pattern repeats ({@link #dateOrTimePattern}). */
  private static final String DATE_PATTERN_LETTERS = "yMdHhms";

  /**
   * Every label one letter of a date or time pattern repeated ({@code y M d H h m s}, as CLDR and
   * the JDK write them): a pattern, not a host ({@code HH.mm}, {@code h.mm}, {@code dd.mm}, {@code
   * mm.ss}), under Myanmar's or South Sudan's code.
   */
  static boolean dateOrTimePattern(char[] text, int hostStart, int hostEnd) {
    int i = hostStart;
    while (i < hostEnd) {
      char c = text[i];
      if (DATE_PATTERN_LETTERS.indexOf(c) < 0) {
        return false;
      }
      while (i < hostEnd && text[i] == c) {
        i++;
      }
      if (i < hostEnd) {
        if (!LinkScanner.isLabelSeparator(text[i])) {
          return false;
        }
        i++;
      }
    }
    return true;
  }

  /**
   * A time pattern's first label, {@code ss} of {@code HH:mm:ss.lc}: a pattern letter repeated
   * ({@link #dateOrTimePattern}) from {@code hostStart} to {@code firstEnd}, after another and a
   * {@code :} (jQuery's timepicker writes milliseconds {@code l} and microseconds {@code c}).
   */
  static boolean timePatternGoesOn(TextAround around, char[] text, int hostStart, int firstEnd) {
    if (around.at(hostStart - 1) != ':' || !dateOrTimePattern(text, hostStart, firstEnd)) {
      return false;
    }
    int i = hostStart - 2;
    char letter = around.at(i);
    if (DATE_PATTERN_LETTERS.indexOf(letter) < 0) {
      return false;
    }
    while (i > hostStart - TextAround.BEFORE && around.at(i - 1) == letter) {
      i--;
    }
    return !Character.isLetterOrDigit(around.at(i - 1));
  }

  /**
   * A label of one char between the first, of two chars or more and not all digits, and the last
   * ({@code device.x.contact}, {@code outlet.n.name}): a variable's placeholder or an index in a
   * dotted name; hosts name their second level, and their others, with longer labels.
   */
  static boolean oneCharLabelInside(char[] text, int hostStart, int firstEnd, int lastStart) {
    if (firstEnd - hostStart < 2 || versionNumber(text, hostStart, firstEnd)) {
      return false;
    }
    int labelStart = firstEnd + 1;
    for (int i = labelStart; i < lastStart; i++) {
      if (LinkScanner.isLabelSeparator(text[i])) {
        if (i - labelStart == 1) {
          return true;
        }
        labelStart = i + 1;
      }
    }
    return false;
  }

  /**
   * Indonesia's country code, {@code .id}, which code writes far more often as the member every
   * record has ({@code record.id}, {@code req.user.id}); Indonesia's own hosts are mostly under its
   * second-level domains ({@code ui.ac.id}, {@code google.co.id}), which the caller keeps.
   */
  static boolean isMemberNameCountryCode(String lowerTld) {
    return lowerTld.equals("id");
  }

  /**
   * Two labels, the first a single char, under a country code, a TLD of two chars ({@code u.km},
   * astropy's unit; {@code e.to}, a member; GRASS's {@code r.li}; {@code S.to}, Italian's Santo):
   * code's variables and modules and abbreviations are named so far more often than hosts (none of
   * the labeled links, 170 labeled non-links). A short host under a country code is linked by a
   * scheme or a path ({@code t.co/x}), which the caller keeps.
   */
  static boolean oneCharNameUnderCountryCode(
      int hostStart, int firstEnd, int labels, String lowerTld) {
    return labels == 2 && firstEnd - hostStart == 1 && lowerTld.length() == 2;
  }

  /**
   * A generic TLD added after RFC 1591's seven, whose names are words that also name files and
   * identifiers: ICANN's new generic TLDs ({@code .target}, {@code .email}; marked in the Public
   * Suffix List), and the others of the bundled list's root zone of three ASCII letters or more
   * that are no country code ({@code .info}, {@code .name}, {@code .cat}, {@code .biz}, {@code
   * .pro}) — not {@code .arpa}, DNS's own, whose names are zones and hosts ({@code home.arpa}), and
   * not a private TLD a configured list adds ({@code .internal}, {@code .corp}). And of RFC 1591's,
   * {@code .int}: a few hundred treaty organisations' domains, and code's integer ({@code
   * self.int}, {@code builtins.int}).
   */
  static boolean isWordTld(String lowerTld, PublicSuffixList suffixes) {
    if (suffixes.isNewGenericTld(lowerTld) || lowerTld.equals("int")) {
      return true;
    }
    if (lowerTld.length() < 3
        || RFC_1591_GENERIC.contains(lowerTld)
        || lowerTld.equals("arpa")
        || !TopLevelDomains.getDefault().contains(lowerTld)) {
      return false;
    }
    for (int i = 0; i < lowerTld.length(); i++) {
      char c = lowerTld.charAt(i);
      if (c < 'a' || c > 'z') {
        return false; // an internationalized country code (xn--p1ai, рф)
      }
    }
    return true;
  }

  /**
   * Whether the host {@code text[hostStart, hostEnd)} starts with the label {@code www} (any case).
   */
  static boolean firstLabelIsWww(char[] text, int hostStart, int hostEnd) {
    return hostEnd - hostStart > 4
        && isAsciiWord(text, hostStart, hostStart + 3, "www")
        && LinkScanner.isLabelSeparator(text[hostStart + 3]);
  }

  /**
   * An IRC network's server by its name: three labels, the first {@code irc}, in any case ({@code
   * irc.libera.chat}; Python's module {@code irc.bot} has two, WeeChat's options {@code
   * irc.server.libera.xxx} four).
   */
  static boolean ircServerName(char[] text, int hostStart, int firstEnd, int labels) {
    return labels == 3 && isAsciiWord(text, hostStart, firstEnd, "irc");
  }

  /**
   * A WHOIS server by its name: three labels or more, the first {@code whois}, in any case, and no
   * file's extension before the TLD ({@code whois.nic.ms}, {@code whois.registry.in}; not a
   * template {@code whois.conf.in}).
   */
  static boolean whoisServerName(
      char[] text, int hostStart, int firstEnd, int lastStart, int labels, LinkDetector detector) {
    return labels >= 3
        && isAsciiWord(text, hostStart, firstEnd, "whois")
        && !extensionBeforeTld(text, hostStart, lastStart, detector);
  }

  /**
   * Whether {@code text[from, to)} is {@code word}, ASCII letters in small letters, in any case (a
   * label compared without lower-casing it into a new string).
   */
  private static boolean isAsciiWord(char[] text, int from, int to, String word) {
    return to - from == word.length() && AsciiChars.asciiWordAt(text, from, word);
  }

  /**
   * Capitals in labels after the first, none in it: {@code module.Class}, a key or a member; not a
   * host in mail's old spelling, its TLD in capitals ({@code okeeffe.CS.Berkeley.EDU}).
   */
  static boolean capitalsOnlyAfterFirstLabel(
      char[] text, int hostStart, int firstEnd, int lastStart, int hostEnd) {
    // (nor a name in a script without case, which shows no convention: 日本語。ＪＰ; but a
    // sentence in one run into a name does, 静态翻译使用System.map)
    if (hasUpper(text, hostStart, firstEnd)
        || !hasUpper(text, firstEnd, hostEnd)
        || caselessLetters(text, hostStart, lastStart)) {
      return false;
    }
    // (a TLD with a lower-case letter is no mail spelling: decided without lower-casing it, as
    // code's names, java.util.Map, mostly are)
    if (hasLower(text, lastStart, hostEnd)) {
      return true;
    }
    return !mailDomainTld(text, lastStart, hostEnd, lowerCase(text, lastStart, hostEnd));
  }

  static boolean hasDot(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text[i] == '.') {
        return true;
      }
    }
    return false;
  }

  static boolean hasUpper(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isUpperCase(text[i])) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code text[from, to)} has letters, all of a script without case ({@code 日本語}, {@code
   * 齙--4}; not digits alone, {@code 20}, nor {@code 静态翻译使用System}).
   */
  static boolean caselessLetters(char[] text, int from, int to) {
    boolean letter = false;
    for (int i = from; i < to; ) {
      int c = Character.codePointAt(text, i, to);
      if (Character.isUpperCase(c) || Character.isLowerCase(c) || Character.isTitleCase(c)) {
        return false;
      }
      letter |= Character.isLetter(c);
      i += Character.charCount(c);
    }
    return letter;
  }

  static boolean hasLower(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isLowerCase(text[i])) {
        return true;
      }
    }
    return false;
  }

  static boolean isAscii(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text[i] >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a wide full stop ({@code ．}, {@code 。}, {@code ｡}) ends the label before an ASCII TLD
   * that starts at {@code lastStart}, after a char that is not ASCII: the end of a sentence in
   * Chinese or Japanese, then a word ({@code と答えてください．cc}); a domain in that text is written with
   * {@code .}. Only before the TLD: {@code 手伝っていました。buildd.debian.org} is a link that UTS #58 runs
   * together with the sentence before it, better kept whole than lost.
   */
  static boolean wideStopBeforeAsciiTld(char[] text, int hostStart, int lastStart, int hostEnd) {
    return lastStart > hostStart && afterWideStopSentence(text, hostStart, hostEnd) == lastStart;
  }

  /**
   * Where the ASCII name after a sentence in Chinese or Japanese starts, the sentence run into it
   * by its wide full stop ({@code 以下を編集すること。anlgform.pl}): after the last char not ASCII, if that
   * is a wide full stop after another; else {@code hostStart}.
   */
  static int afterWideStopSentence(char[] text, int hostStart, int hostEnd) {
    for (int i = hostEnd - 1; i > hostStart; i--) {
      if (text[i] >= 0x80) {
        return LinkScanner.isLabelSeparator(text[i]) && text[i - 1] >= 0x80 ? i + 1 : hostStart;
      }
    }
    return hostStart;
  }
}
