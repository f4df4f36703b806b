package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import io.github.uts58.chars.LinkTerm;

/**
 * Finds links in a {@code char[]} range, left to right in one pass: every char is examined a
 * bounded number of times, so time is linear in the input, and nothing is allocated per char.
 * Obtain one from {@link LinkDetector#newScanner()}, {@link #reset} it to a range, then call {@link
 * #next()} until it returns false, reading the current link with the accessors.
 *
 * <p>The text is read as runs of host characters and label separators. A run that is a valid
 * domain becomes the host of a URL (extended by a scheme before it and a port, path, query and
 * fragment after it), or, after an '@', the domain of an email address whose local-part is found by
 * scanning backwards (§5.2). No link starts inside a run, and no scan goes back before the end of
 * the previous link.
 */
public final class LinkScanner {
  private static final int INCLUDE = LinkTerm.INCLUDE.ordinal();
  private static final int HARD = LinkTerm.HARD.ordinal();
  private static final int SOFT = LinkTerm.SOFT.ordinal();
  private static final int OPEN = LinkTerm.OPEN.ordinal();
  /** §3.5.1 step 3: the bracket stack limit. */
  static final int STACK_LIMIT = 125;

  private static final int HOSTISH = LinkCharIndex.HOST | LinkCharIndex.LABEL_SEPARATOR;

  /** LinkCharIndex flags of ASCII chars: one array load instead of the trie's two. */
  private static final int[] ASCII_FLAGS = new int[128];
  /** Link_Term of ASCII chars, for the fast path of the termination loop. */
  private static final byte[] ASCII_TERM = new byte[128];
  /** ASCII chars that start an initiator, terminator or clearStackOpen element (Table 3-3). */
  private static final boolean[] ASCII_SYNTAX = new boolean[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_FLAGS[c] = LinkCharIndex.bmpFlags(c);
      ASCII_TERM[c] = (byte) LinkCharIndex.termOrdinal(LinkCharIndex.bmpFlags(c));
    }
    for (char c : "/?#=&,:".toCharArray()) {
      ASCII_SYNTAX[c] = true;
    }
  }
  private static final int MAX_PORT_DIGITS = 5;

  private final TopLevelDomains tlds;
  private final int maxLinkLength;
  private final int[] openStack = new int[STACK_LIMIT];

  private char[] text;
  private int limit;
  private int pos;
  /** No scan goes back before this: the end of the previous link or failed email. */
  private int hardStart;

  private final Run run = new Run();
  private final Run peeked = new Run();
  private boolean hasPeeked;

  private int linkStart;
  private int linkEnd;
  private LinkType type;
  private int hostStart;
  private int hostEnd;
  private int localPartStart;
  private boolean truncated;

  LinkScanner(LinkDetector detector) {
    this.tlds = detector.topLevelDomains();
    this.maxLinkLength = detector.maxLinkLength();
  }

  /** Scans {@code text[start, end)}. Offsets reported are indexes into {@code text}. */
  public void reset(char[] text, int start, int end) {
    if (start < 0 || end > text.length || start > end) {
      throw new IndexOutOfBoundsException("range [" + start + ", " + end + ") of " + text.length);
    }
    this.text = text;
    this.limit = end;
    this.pos = start;
    this.hardStart = start;
    this.hasPeeked = false;
    this.type = null;
  }

  /** Advances to the next link; false when there is none. */
  public boolean next() {
    while (true) {
      Run r = nextRun();
      if (r == null) {
        type = null;
        return false;
      }
      int at = r.start - 1;
      if (at >= hardStart && text[at] == '@') {
        pos = r.end;
        if (r.valid && !r.ipv4 && email(at, r)) {
          return true;
        }
        continue;
      }
      if (r.end < limit && text[r.end] == '@' && peekRun(r.end + 1) && peeked.valid && !peeked.ipv4) {
        // "john.doe@example.com": the run before '@' is a local-part, not a host (favour the email).
        pos = r.end;
        continue;
      }
      pos = r.end;
      if (r.valid && url(r)) {
        return true;
      }
    }
  }

  // ---- runs of host characters ----------------------------------------------------------------

  /** A maximal run of host characters and label separators, and what it is as a domain. */
  private static final class Run {
    int start;
    int end;
    /** End of the domain: before any trailing label separators. */
    int domainEnd;
    /** A valid domain with a known TLD, or (with {@link #ipv4}) a dotted-quad IPv4 address. */
    boolean valid;
    boolean ipv4;
  }

  /**
   * The next run that contains a label separator: only such a run can be a domain (every host has
   * two labels, an IPv4 address has dots), so the text is searched for separators with a tight loop
   * and the run around the first one is taken, never starting before {@link #pos}.
   */
  private Run nextRun() {
    if (hasPeeked && peeked.start >= pos) {
      hasPeeked = false;
      copy(peeked, run);
      return run;
    }
    hasPeeked = false;
    int i = pos;
    while (i < limit && !isLabelSeparator(text[i])) {
      i++;
    }
    if (i >= limit) {
      return null;
    }
    int start = i;
    while (start > pos && (flagsBefore(start) & HOSTISH) != 0) {
      start -= Character.isLowSurrogate(text[start - 1]) && start - 2 >= pos && Character.isHighSurrogate(text[start - 2]) ? 2 : 1;
    }
    scanRun(start, run);
    return run;
  }

  static boolean isLabelSeparator(char c) {
    return c == '.' || (c >= '\u3002' && (c == '\u3002' || c == '\uFF0E' || c == '\uFF61'));
  }

  private int flagsBefore(int i) {
    char c = text[i - 1];
    if (c < 0x80) {
      return ASCII_FLAGS[c];
    }
    if (Character.isLowSurrogate(c) && i - 2 >= 0 && Character.isHighSurrogate(text[i - 2])) {
      return LinkCharIndex.flags(Character.toCodePoint(text[i - 2], c));
    }
    return LinkCharIndex.bmpFlags(c);
  }

  private boolean peekRun(int start) {
    if (start >= limit || (flagsAt(start) & HOSTISH) == 0) {
      return false;
    }
    scanRun(start, peeked);
    hasPeeked = true;
    return true;
  }

  private static void copy(Run from, Run to) {
    to.start = from.start;
    to.end = from.end;
    to.domainEnd = from.domainEnd;
    to.valid = from.valid;
    to.ipv4 = from.ipv4;
  }

  private int flagsAt(int i) {
    char c = text[i];
    if (Character.isHighSurrogate(c) && i + 1 < limit && Character.isLowSurrogate(text[i + 1])) {
      return LinkCharIndex.flags(Character.toCodePoint(c, text[i + 1]));
    }
    return LinkCharIndex.bmpFlags(c);
  }

  private void scanRun(int start, Run r) {
    int i = start;
    int lastNonSeparatorEnd = start;
    boolean hasSeparator = false;
    while (i < limit) {
      char c = text[i];
      int n = 1;
      int f;
      if (c < 0x80) {
        f = ASCII_FLAGS[c];
      } else {
        f = flagsAt(i);
        n = Character.isHighSurrogate(c) && i + 1 < limit && Character.isLowSurrogate(text[i + 1]) ? 2 : 1;
      }
      if ((f & HOSTISH) == 0) {
        break;
      }
      if ((f & LinkCharIndex.LABEL_SEPARATOR) != 0) {
        hasSeparator = true;
      } else {
        lastNonSeparatorEnd = i + n;
      }
      i += n;
    }
    r.start = start;
    r.end = i;
    r.domainEnd = lastNonSeparatorEnd;
    r.ipv4 = false;
    r.valid = hasSeparator && r.domainEnd - start <= maxLinkLength && validateDomain(r);
  }

  /**
   * Labels must be non-empty and must not start or end with '-'; the last must be a known TLD (or
   * the run a dotted-quad IPv4 address); non-ASCII and punycode labels must pass UTS #46.
   */
  private boolean validateDomain(Run r) {
    int labelStart = r.start;
    int labels = 0;
    boolean needsIdna = false;
    boolean allDigits = true;
    int lastLabelStart = r.start;
    for (int i = r.start; i <= r.domainEnd; i++) {
      char c = i == r.domainEnd ? '.' : text[i];
      if (isLabelSeparator(c)) {
        if (i == labelStart || text[labelStart] == '-' || text[i - 1] == '-') {
          return false;
        }
        if (i - labelStart >= 4
            && (text[labelStart] | 0x20) == 'x'
            && (text[labelStart + 1] | 0x20) == 'n'
            && text[labelStart + 2] == '-'
            && text[labelStart + 3] == '-') {
          needsIdna = true;
        }
        labels++;
        lastLabelStart = labelStart;
        labelStart = i + 1;
      } else {
        needsIdna |= c >= 0x80;
        allDigits &= c >= '0' && c <= '9';
      }
    }
    if (labels < 2) {
      return false;
    }
    if (!tlds.contains(text, lastLabelStart, r.domainEnd)) {
      r.ipv4 = allDigits && labels == 4 && isIpv4(r.start, r.domainEnd);
      return r.ipv4;
    }
    return !needsIdna || idnaCache.isValid(text, r.start, r.domainEnd);
  }

  /**
   * UTS #46 verdicts on recent non-ASCII or punycode domains. Logs repeat hosts, and validation
   * allocates, so a small direct-mapped cache per scanner avoids most of it.
   */
  private final IdnaCache idnaCache = new IdnaCache();

  private static final class IdnaCache {
    private static final int SIZE = 256;
    private final char[][] keys = new char[SIZE][];
    private final boolean[] verdicts = new boolean[SIZE];

    boolean isValid(char[] text, int start, int end) {
      int h = 0;
      for (int i = start; i < end; i++) {
        h = 31 * h + text[i];
      }
      int slot = (h ^ (h >>> 16)) & (SIZE - 1);
      char[] key = keys[slot];
      if (key != null && java.util.Arrays.equals(key, 0, key.length, text, start, end)) {
        return verdicts[slot];
      }
      boolean valid = Idna.toAscii(new String(text, start, end - start)) != null;
      keys[slot] = java.util.Arrays.copyOfRange(text, start, end);
      verdicts[slot] = valid;
      return valid;
    }
  }

  private boolean isIpv4(int start, int end) {
    int value = 0;
    int digits = 0;
    for (int i = start; i <= end; i++) {
      if (i == end || text[i] == '.') {
        if (digits == 0 || digits > 3 || value > 255) {
          return false;
        }
        value = 0;
        digits = 0;
      } else if (text[i] >= '0' && text[i] <= '9') {
        value = value * 10 + (text[i] - '0');
        digits++;
      } else {
        return false; // other label separators
      }
    }
    return true;
  }

  // ---- URLs -----------------------------------------------------------------------------------

  private boolean url(Run r) {
    int start = schemeStart(r.start);
    if (r.ipv4 && start == r.start) {
      return false; // an IPv4 address is only a host after a scheme
    }
    if (r.domainEnd - start > maxLinkLength) {
      return false;
    }
    int end = r.domainEnd;
    // A trailing dot stays only before a port, path, query or fragment (it may end a sentence).
    int afterDot = end < r.end ? end + Character.charCount(Character.codePointAt(text, end, limit)) : end;
    if (end < r.end && afterDot < limit) {
      char c = text[afterDot];
      if (c == '/' || c == '?' || c == '#' || (c == ':' && portLength(afterDot) > 0)) {
        end = afterDot;
      }
    }
    int hostLimit = end;
    if (end < limit && text[end] == ':') {
      int port = portLength(end);
      if (port < 0) {
        return false; // not a port: more than 5 digits or above 65535, so not a URL (WHATWG)
      }
      if (port > 0) {
        end += 1 + port;
      }
    }
    truncated = false;
    int linkLimit = (int) Math.min(limit, (long) start + maxLinkLength);
    end = terminate(end, linkLimit);
    setLink(start, end, LinkType.URL, r.start, hostLimit, -1);
    return true;
  }

  /** The start of {@code http://} or {@code https://} ending at {@code hostStart}, or hostStart. */
  private int schemeStart(int hostStart) {
    if (regionMatchesIgnoreCase(hostStart - 8, "https://", hardStart)) {
      return hostStart - 8;
    }
    if (regionMatchesIgnoreCase(hostStart - 7, "http://", hardStart)) {
      return hostStart - 7;
    }
    return hostStart;
  }

  /** Whether {@code text[from...]} is {@code lowerAscii} ignoring ASCII case, and from ≥ floor. */
  private boolean regionMatchesIgnoreCase(int from, String lowerAscii, int floor) {
    if (from < floor) {
      return false;
    }
    for (int k = 0; k < lowerAscii.length(); k++) {
      char c = text[from + k];
      if (c != lowerAscii.charAt(k) && (c | 0x20) != lowerAscii.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Digits of a port after the ':' at {@code colon}: 0 if there is none (the host ends before the
   * ':'), -1 if they are not a port (more than five digits or above 65535).
   */
  private int portLength(int colon) {
    int value = 0;
    int digits = 0;
    for (int i = colon + 1; i < limit && text[i] >= '0' && text[i] <= '9'; i++) {
      if (++digits > MAX_PORT_DIGITS) {
        return -1;
      }
      value = value * 10 + (text[i] - '0');
    }
    return value > 0xFFFF ? -1 : digits;
  }

  /**
   * §3.5.1 URL Link Detection Termination Algorithm, from the end of the host (and port) at {@code
   * i}; returns link_end. Stops at {@code linkLimit} (the maximum link length), setting {@link
   * #truncated} when text continues past it.
   */
  private int terminate(int i, int linkLimit) {
    int lastSafe = i;
    UrlPart part = null;
    UrlPart previousPart = null;
    int depth = 0;
    while (i < linkLimit) {
      char c = text[i];
      if (part != null && (c < 0x80 ? !ASCII_SYNTAX[c] : !Character.isSurrogate(c))) {
        // Fast path: a BMP char that is no initiator, terminator or clearStackOpen element (all of
        // those are ASCII), so only its Link_Term matters unless it is a bracket.
        int t = c < 0x80 ? ASCII_TERM[c] : LinkCharIndex.termOrdinal(LinkCharIndex.bmpFlags(c));
        if (t == INCLUDE) {
          lastSafe = ++i;
          continue;
        }
        if (t == HARD) {
          return lastSafe;
        }
        if (t == SOFT) {
          i++;
          continue;
        }
      }
      if (part != null && part.terminatorAt(text, i, linkLimit)) {
        previousPart = part;
        part = null;
      }
      if (part == null) {
        UrlPart next = UrlPart.initiatorAt(text, i, linkLimit);
        if (next == null) {
          return lastSafe;
        }
        if (next == UrlPart.FRAGMENT_DIRECTIVE
            && previousPart != UrlPart.FRAGMENT
            && previousPart != UrlPart.FRAGMENT_DIRECTIVE) {
          return lastSafe;
        }
        part = next;
        i += next.initiator().length();
        lastSafe = i;
        depth = 0;
        continue;
      }
      int clear = part.clearStackAt(text, i, linkLimit);
      if (clear > 0) {
        i += clear;
        lastSafe = i;
        depth = 0;
        continue;
      }
      int cp = Character.codePointAt(text, i, linkLimit);
      int next = i + Character.charCount(cp);
      int term = LinkCharIndex.termOrdinal(cp < 0x80 ? LinkCharIndex.bmpFlags((char) cp) : LinkCharIndex.flags(cp));
      if (term == INCLUDE) {
        lastSafe = next;
      } else if (term == SOFT) {
        // included only if something included follows
      } else if (term == HARD) {
        return lastSafe;
      } else if (term == OPEN) {
        if (depth == STACK_LIMIT) {
          return lastSafe;
        }
        openStack[depth++] = cp;
        lastSafe = next;
      } else { // CLOSE
        if (depth == 0 || LinkCharIndex.linkBracket(cp) != openStack[--depth]) {
          return lastSafe;
        }
        lastSafe = next;
      }
      i = next;
    }
    truncated = linkLimit < limit && i >= linkLimit;
    return lastSafe;
  }

  // ---- email ----------------------------------------------------------------------------------

  /**
   * §5.2 Email Detection Algorithm for the '@' at {@code at} followed by the domain {@code r}. On
   * failure nothing is linked and scanning resumes after the domain.
   */
  private boolean email(int at, Run r) {
    int floor = hardStart;
    int domainEnd = r.domainEnd;
    // The domain, with a trailing dot and port, is consumed either way: nothing may start inside it.
    int consumed = domainEnd;
    if (consumed < r.end) {
      consumed += Character.charCount(Character.codePointAt(text, consumed, limit));
    }
    if (consumed < limit && text[consumed] == ':' && portLength(consumed) > 0) {
      consumed += 1 + portLength(consumed);
    }
    hardStart = Math.max(hardStart, consumed);
    pos = Math.max(pos, consumed);

    int scanFloor = Math.max(floor, at - maxLinkLength);
    int start = at;
    while (start > scanFloor) {
      int cp = Character.codePointBefore(text, start, scanFloor);
      if (!LinkCharIndex.isLinkEmail(cp)) {
        break;
      }
      start -= Character.charCount(cp);
    }
    if (start == scanFloor && scanFloor > floor && LinkCharIndex.isLinkEmail(Character.codePointBefore(text, start, floor))) {
      return false; // the local-part is longer than the maximum link length
    }
    if (start == at || text[start] == '.' || text[at - 1] == '.' || hasDoubleDot(start, at)) {
      return false;
    }
    // "http://john.smith@example.com" is a URL with userinfo (deprecated, not linked), not an email.
    if (at - start >= 2 && text[start] == '/' && text[start + 1] == '/' && start > floor && text[start - 1] == ':') {
      return false;
    }
    int linkStartAt = regionMatchesIgnoreCase(start - 7, "mailto:", floor) ? start - 7 : start;
    if (domainEnd - linkStartAt > maxLinkLength) {
      return false; // every link fits in the maximum length, so a stream needs no larger window
    }
    truncated = false;
    setLink(linkStartAt, domainEnd, LinkType.EMAIL, r.start, domainEnd, start);
    return true;
  }

  private boolean hasDoubleDot(int start, int end) {
    for (int i = start + 1; i < end; i++) {
      if (text[i] == '.' && text[i - 1] == '.') {
        return true;
      }
    }
    return false;
  }

  private void setLink(int start, int end, LinkType t, int hStart, int hEnd, int local) {
    linkStart = start;
    linkEnd = end;
    type = t;
    hostStart = hStart;
    hostEnd = hEnd;
    localPartStart = local;
    hardStart = Math.max(hardStart, end);
    pos = Math.max(pos, end);
  }

  // ---- accessors ------------------------------------------------------------------------------

  public int start() {
    return linkStart;
  }

  public int end() {
    return linkEnd;
  }

  public LinkType type() {
    return type;
  }

  /** First char of the host (URL) or domain (email). */
  public int hostStart() {
    return hostStart;
  }

  /** End of the host before any port (URL), or of the domain (email). */
  public int hostEnd() {
    return hostEnd;
  }

  /** First char of an email's local-part (after any mailto:); -1 for a URL. */
  public int localPartStart() {
    return localPartStart;
  }

  /** Whether the link was cut at the maximum link length. */
  public boolean truncated() {
    return truncated;
  }

  /** The current link as a value object. */
  public Link toLink() {
    return new Link(linkStart, linkEnd, type, hostStart, hostEnd, localPartStart, truncated);
  }
}
