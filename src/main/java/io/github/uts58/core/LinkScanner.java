package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import io.github.uts58.chars.LinkTerm;
import java.util.Arrays;

/**
 * Finds links in a {@code char[]} range, left to right in one pass: every char is examined a
 * bounded number of times, so time is linear in the input, and nothing is allocated per char.
 * Obtain one from {@link LinkDetector#newScanner()}, {@link #reset} it to a range, then call {@link
 * #next()} until it returns false, reading the current link with the accessors.
 *
 * <p>The text is read as runs of host characters and label separators. A run that is a valid domain
 * becomes the host of a URL (extended by a scheme before it and a port, path, query and fragment
 * after it), or, after an '@', the domain of an email address whose local-part is found by scanning
 * backwards (§5.2). No link starts inside a run, and no scan goes back before the end of the
 * previous link.
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
  private final SchemelessLinks schemelessLinks;
  private final LinkDetector detector;
  private final int[] openStack = new int[STACK_LIMIT];

  private char[] text;
  private int limit;
  private int pos;

  /** No scan goes back before this: the end of the previous link or failed email. */
  private int hardStart;

  /** Links starting at or after this are left to the next window. */
  private int startLimit;

  /** The rest of the last cut URL runs on to the end of the window (see {@link #continueIn}). */
  private boolean cutUrlRunsOn;

  /** A Link_Email stretch runs on before index 0 of this window (see {@link #continueIn}). */
  private boolean localPartCutAtStart;

  /** The host run last consumed reaches the end of the window (see {@link #continueIn}). */
  private boolean hostRunReachesEnd;

  private final Run run = new Run();

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
    this.schemelessLinks = detector.schemelessLinks();
    this.detector = detector;
    this.linksInText = new LinksInText(tlds.publicSuffixList());
  }

  /** Whether this scanner scans with {@code detector}'s configuration. */
  boolean isOf(LinkDetector detector) {
    return this.detector == detector;
  }

  /**
   * Scans {@code text[start, end)}, a whole text: a line ends at its end. Offsets reported are
   * indexes into {@code text}.
   */
  public void reset(char[] text, int start, int end) {
    reset(text, start, end, end);
    around.endText();
  }

  /**
   * Scans {@code text[start, end)} for links that start before {@code startLimit}; the text up to
   * {@code end} is context (a link may run into it). A stream cut into windows goes on with {@link
   * #continueIn}, so a host or cut URL that crosses the limit is not read again from its middle.
   */
  public void reset(char[] text, int start, int end, int startLimit) {
    filesInText.clear();
    namespacesInText.clear();
    linksInText.clear();
    domainListLines.clear();
    begin(text, start, end, startLimit);
    around.reset(text, start, end);
    beginPart(start, false);
  }

  /**
   * Scans {@code text[start, end)}, a further part of the text scanned last but not adjacent to it
   * (the next token of a field, the next line of a file): no context carries over, but what the
   * text showed of files and namespaces does ({@link SchemelessLinks#PRECISE}).
   */
  public void resetInSameText(char[] text, int start, int end) {
    begin(text, start, end, end);
    around.reset(text, start, end);
    beginPart(start, true);
  }

  /**
   * A part of a text begins: a line scanned alone may be an import statement ({@code import os}),
   * read at the first {@link #next()}, once a stream has said how much it holds after its window.
   * {@code endsLine}: the part's end ends its line, whatever follows in the array.
   */
  private void beginPart(int start, boolean endsLine) {
    importBlockEnd = start;
    importAtStart = schemelessLinks == SchemelessLinks.PRECISE ? start : -1;
    partEndsLine = endsLine;
  }

  /**
   * The most chars from a part's start read for an import statement: a stream's first window holds
   * at least as many (Uts58Tokenizer's smallest buffer), so a whole text and a stream cut anywhere
   * read the same statement; a name these chars cut is not taken.
   */
  public static final int IMPORT_AT_START = 64;

  /** Where the part scanned begins, if its import statement is still to be read; else -1. */
  private int importAtStart = -1;

  private boolean partEndsLine;

  private void readImportAtStart() {
    int readEnd = Math.min(around.contextEnd(), importAtStart + IMPORT_AT_START);
    boolean endsLine = readEnd == around.contextEnd() && (partEndsLine || around.endsText());
    LanguageEvidence.rememberImportAtStart(
        text, importAtStart, readEnd, endsLine, namespacesInText);
    importAtStart = -1;
  }

  /**
   * Before a stream moves the text of this window away: keeps the chars before {@code shift} as
   * context of the next window ({@link SchemelessLinks#PRECISE} reads a few chars before a host).
   */
  public void keepContextBefore(int shift) {
    around.keepBefore(shift);
  }

  /**
   * Chars of the current text in [end, contextEnd) are context: read around a link, never part of
   * one; {@code endsText}: the text ends there, and so does a line.
   */
  public void contextUpTo(int contextEnd, boolean endsText) {
    around.extendTo(contextEnd);
    if (endsText) {
      around.endText();
    }
  }

  /**
   * The chars after a link that {@link SchemelessLinks#PRECISE} reads as context: a stream keeps at
   * least this many after what it scans.
   */
  public static final int CONTEXT_AFTER = TextAround.AFTER;

  private final TextAround around = new TextAround();

  /** What this text has shown of files, read by {@link LookalikeHosts}. */
  private final FilesInText filesInText = new FilesInText();

  /**
   * The namespaces of the dotted identifiers this text has shown, read by {@link LookalikeHosts}.
   */
  private final NamespacesInText namespacesInText = new NamespacesInText();

  /** The domains this text has linked beyond doubt, read by {@link LookalikeHosts}. */
  private final LinksInText linksInText;

  /** The lines this text lists domains on, read by {@link LookalikeHosts}. */
  private final DomainListLines domainListLines = new DomainListLines();

  private void begin(char[] text, int start, int end, int startLimit) {
    if (start < 0 || end > text.length || start > end || startLimit < start || startLimit > end) {
      throw new IndexOutOfBoundsException(
          "range [" + start + ", " + end + ") limit " + startLimit + " of " + text.length);
    }
    this.text = text;
    this.limit = end;
    this.startLimit = startLimit;
    this.pos = start;
    this.hardStart = start;
    this.type = null;
    this.cutUrlRunsOn = false;
    this.localPartCutAtStart = false;
    this.hostRunReachesEnd = false;
    this.emailStretchFrom = -1;
    this.emailStretchEnd = -1;
    this.localPartScan.at = -1;
  }

  /** Advances to the next link; false when there is none. */
  public boolean next() {
    if (importAtStart >= 0) {
      readImportAtStart();
    }
    while (true) {
      Run r = nextRun();
      if (r == null || startsPastLimit(r)) {
        type = null;
        return false;
      }
      pos = r.end;
      hostRunReachesEnd = r.end >= limit;
      int at = r.start - 1;
      if (at >= hardStart && text[at] == '@') {
        if (r.valid && !r.ipv4 && email(at, r)) {
          return true;
        }
        continue;
      }
      if (r.valid && url(r)) {
        return true;
      }
    }
  }

  /**
   * Whether no link from {@code r} can start before {@link #startLimit} (then {@link #pos} stays
   * before it).
   */
  private boolean startsPastLimit(Run r) {
    if (r.start < startLimit || startLimit == limit) {
      return false;
    }
    int at = r.start - 1;
    if (at >= hardStart && text[at] == '@') {
      // An email is examined here if its local-part starts before the limit. One that fails (no
      // local-part, or a URL's userinfo) is left to the next window if its '@' is there too, so
      // that its domain is read whole: what precise mode learns from it (module.exports) needs its
      // whole last label.
      int localStart = localPartStart(at, hardStart);
      return localStart >= startLimit || (localStart < 0 && at >= startLimit);
    }
    return schemeStart(r.start) >= startLimit;
  }

  /**
   * How far the rest of a cut URL is followed in this window: in a window of a longer stream (text
   * goes on after {@link #limit}), short of the last chars, where ":~:" or a surrogate pair may be
   * cut; the next window reads them whole.
   */
  private int followLimit() {
    return startLimit < limit ? Math.max(0, limit - UrlPart.DIRECTIVE.length() + 1) : limit;
  }

  /**
   * Continues the stream in its next window, after {@link #next()} returned false: {@code text[0]}
   * is the char at index {@code shift} of the previous window. Scanning resumes where it stopped,
   * so a host, a failed email or the rest of a cut URL crossing {@code shift} is not read again
   * from its middle. {@code linkEmailBeforeShift}: the char before {@code shift} was in Link_Email,
   * so a local-part reaching back to the window's start began in text no longer there (it was
   * examined in the previous window, or is longer than the maximum link length).
   */
  public void continueIn(
      char[] text, int shift, int end, int startLimit, boolean linkEmailBeforeShift) {
    int resumePos = Math.min(end, Math.max(0, pos - shift));
    int resumeFloor = Math.min(resumePos, Math.max(0, hardStart - shift));
    // (a floor at the shift itself, after a consumed host, cuts no local-part: one starts there)
    boolean floorBeforeShift = hardStart < shift;
    boolean runsOn = cutUrlRunsOn && terminationStop >= shift;
    // The last run examined was cut by the window's end: the rest of it is no new host.
    boolean runCut = hostRunReachesEnd && pos >= limit && !runsOn;
    int oldLastSafe = lastSafe;
    int resumeTermination = terminationStop - shift;
    importBlockEnd = Math.max(0, importBlockEnd - shift);
    begin(text, 0, end, startLimit);
    around.continueIn(text, end);
    if (runCut) {
      if (resumePos < end && Character.isLowSurrogate(text[resumePos])) {
        resumePos++; // the rest of a pair the window's end cut: part of that run
      }
      while (resumePos < end) {
        if (resumePos + 1 == end
            && Character.isHighSurrogate(text[resumePos])
            && startLimit < end) {
          resumePos =
              end; // a pair cut by this window's end: as in scanRun, the run reaches the end
          break;
        }
        if ((flagsAt(resumePos) & HOSTISH) == 0) {
          break;
        }
        resumePos += Character.charCount(Character.codePointAt(text, resumePos, end));
      }
      hostRunReachesEnd = resumePos >= end; // longer than this window too: skip on in the next
    }
    pos = resumePos;
    hardStart = resumeFloor;
    localPartCutAtStart = linkEmailBeforeShift && floorBeforeShift;
    if (runsOn) {
      // The rest of a cut URL reached the end of the last window: follow §3.5.1 on from there.
      lastSafe = Math.max(0, oldLastSafe - shift);
      int extent = continueTermination(resumeTermination, followLimit(), end);
      cutUrlRunsOn = terminationOpen;
      pos = Math.max(pos, extent);
      hardStart = Math.max(hardStart, extent);
    }
  }

  // ---- runs of host characters ----------------------------------------------------------------

  /** A maximal run of host characters and label separators, and what it is as a domain. */
  private static final class Run {
    int start;
    int end;

    /** End of the domain: before any trailing label separators. */
    int domainEnd;

    /**
     * A valid domain with a known TLD, or (with {@link #ipv4}) an IPv4 address as WHATWG parses it.
     */
    boolean valid;

    boolean ipv4;

    /** Well formed but for a last label that is no TLD ({@code module.exports}). */
    boolean unknownTld;

    /** Where the last label with content starts. */
    int lastLabelStart;
  }

  /**
   * The next run that contains a label separator: only such a run can be a domain (every host has
   * two labels, an IPv4 address has dots), so the text is searched for separators with a tight loop
   * and the run around the first one is taken, never starting before {@link #pos}.
   */
  private Run nextRun() {
    int i = pos;
    while (i < limit && !isLabelSeparator(text[i])) {
      i++;
    }
    if (i >= limit) {
      return null;
    }
    int start = i;
    while (start > pos && (flagsBefore(start) & HOSTISH) != 0) {
      start -=
          Character.isLowSurrogate(text[start - 1])
                  && start - 2 >= pos
                  && Character.isHighSurrogate(text[start - 2])
              ? 2
              : 1;
    }
    scanRun(start, run);
    // (not a run the window's end cuts: the next window reads it whole)
    if (schemelessLinks == SchemelessLinks.PRECISE && (run.end < limit || startLimit == limit)) {
      if (run.unknownTld) {
        namespacesInText.add(text, run.start, run.lastLabelStart, run.domainEnd, detector);
      }
      if (run.valid || run.unknownTld) {
        rememberImportedModule(run);
      }
    }
    return run;
  }

  /** The first label of the module an import statement names at {@code r}, if one does. */
  private void rememberImportedModule(Run r) {
    // (most runs follow no "from " nor "import ": two chars of this window tell, before the view)
    if (r.start - 2 >= pos
        && (text[r.start - 1] != ' ' || (text[r.start - 2] != 'm' && text[r.start - 2] != 't'))) {
      return;
    }
    around.view(r.start, r.domainEnd);
    if (LanguageEvidence.moduleOfAnImport(around, r.start)) {
      namespacesInText.addImportedModule(text, r.start, firstLabelEnd(text, r.start, r.domainEnd));
      // and its block's statements, whose modules without a dot no run holds (import operator)
      if (r.start >= importBlockEnd) {
        importBlockEnd =
            LanguageEvidence.rememberImportBlock(text, hardStart, limit, r.start, namespacesInText);
      }
    }
  }

  /** Where the block of import statements read last ends in this window, so it is read once. */
  private int importBlockEnd;

  /** Where the first label of the name {@code text[start, end)} ends. */
  static int firstLabelEnd(char[] text, int start, int end) {
    int i = start;
    while (i < end && !isLabelSeparator(text[i])) {
      i++;
    }
    return i;
  }

  /**
   * {@link LinkCharIndex#isLabelSeparator}'s set written out, to spare the hot loops a table
   * lookup; LinkDetectorTest checks the two agree on every char.
   */
  static boolean isLabelSeparator(char c) {
    return c == '.' || (c >= '\u3002' && (c == '\u3002' || c == '\uFF0E' || c == '\uFF61'));
  }

  private int flagsBefore(int i) {
    char c = text[i - 1];
    if (c < 0x80) {
      return ASCII_FLAGS[c];
    }
    // a pair whose high half lies before pos is not read as one: the walk back steps by the same
    // rule
    if (Character.isLowSurrogate(c) && i - 2 >= pos && Character.isHighSurrogate(text[i - 2])) {
      return LinkCharIndex.flags(Character.toCodePoint(text[i - 2], c));
    }
    return LinkCharIndex.bmpFlags(c);
  }

  private int flagsAt(int i) {
    char c = text[i];
    if (Character.isHighSurrogate(c) && i + 1 < limit && Character.isLowSurrogate(text[i + 1])) {
      return LinkCharIndex.flags(Character.toCodePoint(c, text[i + 1]));
    }
    return LinkCharIndex.bmpFlags(c);
  }

  /**
   * Reads the run from {@code start} once, checking its labels on the way: labels must be non-empty
   * and must not start or end with '-'; empty labels after the domain's end (trailing separators)
   * do not count. Then the last label must be a known TLD (or the run a dotted-quad IPv4 address),
   * and a run with non-ASCII or punycode labels must pass UTS #46.
   */
  private void scanRun(int start, Run r) {
    int i = start;
    int lastNonSeparatorEnd = start;
    boolean hasSeparator = false;
    int labelStart = start; // of the label being read
    int lastLabelStart = start; // of the last label with content
    int labels = 0;
    boolean emptyLabel = false; // seen; wrong unless only separators follow
    boolean broken = false;
    boolean needsIdna = false;
    while (i < limit) {
      char c = text[i];
      int n = 1;
      int f;
      if (c < 0x80) {
        f = ASCII_FLAGS[c];
      } else {
        f = flagsAt(i);
        n =
            Character.isHighSurrogate(c) && i + 1 < limit && Character.isLowSurrogate(text[i + 1])
                ? 2
                : 1;
      }
      if ((f & HOSTISH) == 0) {
        if (i + 1 == limit && Character.isHighSurrogate(c) && startLimit < limit) {
          i = limit; // a pair cut by the window's end: the run may go on; it reaches the end here
        }
        break;
      }
      if ((f & LinkCharIndex.LABEL_SEPARATOR) != 0) {
        hasSeparator = true;
        if (i == labelStart) {
          emptyLabel = true;
        } else {
          broken |= !labelEndsWell(labelStart, i);
          needsIdna |= HostShape.startsWithALabel(text, labelStart, i);
          labels++;
        }
        labelStart = i + 1; // label separators are all in the BMP
      } else {
        broken |= emptyLabel;
        if (i == labelStart) {
          lastLabelStart = i;
        }
        needsIdna |= c >= 0x80;
        lastNonSeparatorEnd = i + n;
      }
      i += n;
    }
    if (labelStart < lastNonSeparatorEnd) { // the last label, not followed by a separator
      broken |= !labelEndsWell(labelStart, lastNonSeparatorEnd);
      needsIdna |= HostShape.startsWithALabel(text, labelStart, lastNonSeparatorEnd);
      labels++;
    }
    r.start = start;
    r.end = i;
    r.domainEnd = lastNonSeparatorEnd;
    r.ipv4 = false;
    r.unknownTld = false;
    r.lastLabelStart = lastLabelStart;
    r.valid =
        hasSeparator
            && !broken
            && labels >= 2
            && r.domainEnd - start <= maxLinkLength
            && isKnownHost(r, lastLabelStart, needsIdna);
  }

  /** A label that neither starts nor ends with '-'. */
  private boolean labelEndsWell(int start, int end) {
    return text[start] != '-' && text[end - 1] != '-';
  }

  /** A well-formed domain's last label is a known TLD (and UTS #46 accepts it), or it is IPv4. */
  private boolean isKnownHost(Run r, int lastLabelStart, boolean needsIdna) {
    if (!tlds.contains(text, lastLabelStart, r.domainEnd)) {
      // WHATWG: a host ending in a number is an IPv4 address or nothing (1.2.3.08 fails: octal)
      r.ipv4 = Ipv4.parse(text, r.start, r.domainEnd) >= 0;
      r.unknownTld = !r.ipv4;
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
      if (key != null && Arrays.equals(key, 0, key.length, text, start, end)) {
        return verdicts[slot];
      }
      boolean valid = Idna.toAscii(new String(text, start, end - start)) != null;
      keys[slot] = Arrays.copyOfRange(text, start, end);
      verdicts[slot] = valid;
      return valid;
    }
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
    int afterDot =
        end < r.end ? end + Character.charCount(Character.codePointAt(text, end, limit)) : end;
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
    if (end - start > maxLinkLength) {
      return false; // scheme, host and port longer than the maximum: no link is longer than that
    }
    truncated = false;
    int linkLimit = (int) Math.min(limit, (long) start + maxLinkLength);
    int hostAndPortEnd = end;
    end = terminate(end, linkLimit);
    if (endsInsideLocalPart(r.start, end)) {
      return false;
    }
    boolean cut = truncated;
    // After a cut, nothing may start inside the rest of this URL: find where §3.5.1 would end it.
    int extent = end;
    if (cut) {
      // Again from the host, unbounded: near the cut the bounded pass could not look ahead.
      startTermination(hostAndPortEnd);
      extent = continueTermination(hostAndPortEnd, followLimit(), limit);
    }
    truncated = cut;
    cutUrlRunsOn = cut && terminationOpen;
    if (start == r.start
        && schemelessLinks != SchemelessLinks.ALL
        && !schemelessIsLink(r, hostAndPortEnd, end)) {
      // not a link in this mode, but consumed like one: nothing starts inside it
      hardStart = Math.max(hardStart, extent);
      pos = Math.max(pos, extent);
      return false;
    }
    if (start != r.start && schemelessLinks == SchemelessLinks.PRECISE) {
      rememberLinked(r); // linked by its scheme
    }
    setLink(start, end, LinkType.URL, r.start, hostLimit, -1);
    hardStart = Math.max(hardStart, extent);
    pos = Math.max(pos, extent);
    return true;
  }

  /**
   * {@link SchemelessLinks}: whether the URL without a scheme at {@code r}, ending at {@code end},
   * is reported.
   */
  private boolean schemelessIsLink(Run r, int hostAndPortEnd, int end) {
    if (schemelessLinks == SchemelessLinks.WWW_ONLY) {
      return HostShape.firstLabelIsWww(text, r.start, r.domainEnd);
    }
    boolean link =
        LookalikeHosts.isLink(
            text,
            around,
            filesInText,
            namespacesInText,
            linksInText,
            domainListLines,
            r.start,
            r.domainEnd,
            hostAndPortEnd,
            end,
            detector);
    if (link && end == r.domainEnd) {
      domainListLines.addLink(
          text, around, namespacesInText, r.start, r.lastLabelStart, end, detector);
    }
    return link;
  }

  /** {@link LinksInText}: the domain of {@code r}, a host linked beyond doubt, in this text. */
  private void rememberLinked(Run r) {
    linksInText.add(text, r.start, r.domainEnd);
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
    return from >= floor && AsciiChars.asciiWordAt(text, from, lowerAscii);
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

  // §3.5.1 state, in fields so that the rest of a cut URL can be followed into the next window.
  private UrlPart part;
  private UrlPart previousPart;
  private int depth;
  private int lastSafe;

  /** The last termination ran into the end of the text without §3.5.1 ending the URL. */
  private boolean terminationOpen;

  /** Where that termination stopped: the state in the fields is the state there. */
  private int terminationStop;

  /**
   * §3.5.1 URL Link Detection Termination Algorithm, from the end of the host (and port) at {@code
   * i}; returns link_end. Stops at {@code linkLimit} (the maximum link length), setting {@link
   * #truncated} when text continues past it.
   */
  private int terminate(int i, int linkLimit) {
    startTermination(i);
    int end = continueTermination(i, linkLimit, linkLimit);
    truncated = linkLimit < limit && terminationOpen;
    return end;
  }

  /** §3.5.1 steps 1–4 for a loop from {@code i}, the end of the host and port. */
  private void startTermination(int i) {
    // Step 1 sets lastSafe = link_start; here it starts after the host and port, where the loop
    // starts:
    // the host and port are in the link whatever follows, and nothing before i is read again.
    lastSafe = i;
    part = null;
    previousPart = null;
    depth = 0;
  }

  /**
   * The §3.5.1 loop (step 5) from {@code i} to {@code loopLimit} with the state in the fields;
   * returns lastSafe. Multi-char elements (":~:", surrogate pairs) are read up to {@code
   * lookahead}.
   */
  private int continueTermination(int i, int loopLimit, int lookahead) {
    int linkLimit = lookahead;
    terminationOpen = false;
    while (i < loopLimit) {
      char c = text[i];
      if (part != null && (c < 0x80 ? !ASCII_SYNTAX[c] : !Character.isSurrogate(c))) {
        // Fast path of 5.4–5.7: a BMP char that is no initiator, terminator or clearStackOpen
        // element
        // (all of those are ASCII), so only its Link_Term matters unless it is a bracket (5.8,
        // 5.9).
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
      // 5.1: a terminator of the current part ends it
      if (part != null && part.terminatorAt(text, i, linkLimit)) {
        previousPart = part;
        part = null;
      }
      // 5.2: outside a part, only an initiator may follow
      if (part == null) {
        UrlPart next = UrlPart.initiatorAt(text, i, linkLimit);
        if (next == null) {
          return lastSafe;
        }
        // 5.2.3: a fragment directive only after a fragment or another directive
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
      // 5.3: a clearStackOpen element
      int clear = part.clearStackAt(text, i, linkLimit);
      if (clear > 0) {
        i += clear;
        lastSafe = i;
        depth = 0;
        continue;
      }
      // 5.4: LT = Link_Term(cp[i])
      int cp = Character.codePointAt(text, i, linkLimit);
      int next = i + Character.charCount(cp);
      int term =
          LinkCharIndex.termOrdinal(
              cp < 0x80 ? LinkCharIndex.bmpFlags((char) cp) : LinkCharIndex.flags(cp));
      if (term == INCLUDE) { // 5.5
        lastSafe = next;
      } else if (term == SOFT) { // 5.6: included only if something included follows
      } else if (term == HARD) { // 5.7
        return lastSafe;
      } else if (term == OPEN) { // 5.8
        if (depth == STACK_LIMIT) {
          return lastSafe;
        }
        openStack[depth++] = cp;
        lastSafe = next;
      } else { // 5.9: Close
        if (depth == 0 || LinkCharIndex.linkBracket(cp) != openStack[--depth]) {
          return lastSafe;
        }
        lastSafe = next;
      }
      i = next;
    }
    terminationOpen = true;
    terminationStop = i;
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
    // The domain, with a trailing dot and port, is consumed either way: nothing may start inside
    // it.
    int consumed = domainEnd;
    if (consumed < r.end) {
      consumed += Character.charCount(Character.codePointAt(text, consumed, limit));
    }
    if (consumed < limit && text[consumed] == ':' && portLength(consumed) > 0) {
      consumed += 1 + portLength(consumed);
    }
    hardStart = Math.max(hardStart, consumed);
    pos = Math.max(pos, consumed);

    int start = localPartStart(at, floor);
    if (start < 0) {
      return false;
    }
    int linkStartAt = emailLinkStart(start, floor);
    if (domainEnd - linkStartAt > maxLinkLength) {
      return false; // every link fits in the maximum length, so a stream needs no larger window
    }
    truncated = false;
    if (schemelessLinks == SchemelessLinks.PRECISE) {
      rememberLinked(r);
    }
    setLink(linkStartAt, domainEnd, LinkType.EMAIL, r.start, domainEnd, start);
    return true;
  }

  /** {@link #localPartStart}: no email (§5.2 fails). */
  private static final int NO_LOCAL_PART = -1;

  /**
   * {@link #localPartStart}: "http://john.smith@example.com" is a URL's userinfo (deprecated, not
   * linked).
   */
  private static final int USERINFO = -2;

  /**
   * §5.2 steps 1–5 for the '@' at {@code at}, scanning back no further than {@code floor}: the
   * local-part's first index, or {@link #NO_LOCAL_PART} or {@link #USERINFO}.
   *
   * <p>The Link_Email stretch before an '@' is read once ({@link LocalPartScan}); a later call for
   * the same '@' with a higher floor (a URL was linked inside the stretch) is answered from it, so
   * the scans stay linear whatever the number of candidates in one stretch.
   */
  private int localPartStart(int at, int floor) {
    LocalPartScan scan = localPartScan;
    if (scan.at != at || floor < scan.floor) {
      scan.scan(text, at, floor, maxLinkLength);
    }
    if (scan.tooLong && floor < scan.low) {
      return NO_LOCAL_PART; // longer than the maximum link length
    }
    int start = Math.max(scan.low, floor);
    if (start == 0 && localPartCutAtStart) {
      return NO_LOCAL_PART;
    }
    // §5.2 steps 2, 3.1.1, 4 and 5
    if (start == at || text[at - 1] == '.' || text[start] == '.' || scan.lastDoubleDot >= start) {
      return NO_LOCAL_PART;
    }
    if (at - start >= 2
        && text[start] == '/'
        && text[start + 1] == '/'
        && start > floor
        && text[start - 1] == ':') {
      return USERINFO;
    }
    return start;
  }

  private final LocalPartScan localPartScan = new LocalPartScan();

  /** The Link_Email stretch before one '@' (§5.2 step 3), with what the dot rules need of it. */
  private static final class LocalPartScan {
    int at = -1;
    int floor;

    /** Every char in [low, at) is in Link_Email. */
    int low;

    /**
     * The scan stopped at the maximum link length with Link_Email chars still before {@link #low}.
     */
    boolean tooLong;

    /** Highest i in [low, at) with text[i] and text[i + 1] both '.', or -1. */
    int lastDoubleDot;

    void scan(char[] text, int at, int floor, int maxLinkLength) {
      this.at = at;
      this.floor = floor;
      int scanFloor = Math.max(floor, at - maxLinkLength);
      int i = at;
      lastDoubleDot = -1;
      while (i > scanFloor) {
        int cp = Character.codePointBefore(text, i, scanFloor);
        if (!LinkCharIndex.isLinkEmail(cp)) {
          break;
        }
        i -= Character.charCount(cp);
        if (cp == '.' && lastDoubleDot < 0 && i + 1 < at && text[i + 1] == '.') {
          lastDoubleDot = i;
        }
      }
      low = i;
      tooLong =
          i == scanFloor
              && scanFloor > floor
              && LinkCharIndex.isLinkEmail(Character.codePointBefore(text, i, floor));
    }
  }

  /**
   * UTS58-C3: an email is found by scanning back from its '@' over Link_Email (§5.2 step 3), and a
   * scheme-less host inside its local-part must not cut that scan. So a URL candidate from {@code
   * hostStart} to {@code urlEnd} that ends before an '@' whose email (or userinfo) local-part holds
   * the host yields to it: "alice.dev+tag@gmail.com" is one email, not "alice.dev" and
   * "+tag@gmail.com". A URL reaching past the '@' ("www.mail-archive.com/ruby-talk@ruby-lang.org/")
   * stays a URL.
   */
  private boolean endsInsideLocalPart(int hostStart, int urlEnd) {
    if (urlEnd >= limit
        || (text[urlEnd] != '@'
            && !LinkCharIndex.isLinkEmail(Character.codePointAt(text, urlEnd, limit)))) {
      return false; // the common case: the URL ends where no local-part goes on
    }
    if (!(hostStart >= emailStretchFrom && hostStart < emailStretchEnd)) {
      scanEmailStretch(hostStart);
    }
    int at = emailStretchEnd;
    if (!emailStretchAtDomain || urlEnd > at) {
      return false;
    }
    int start = localPartStart(at, hardStart);
    if (start == USERINFO) {
      return true;
    }
    // Only an email that is linked wins (email() applies the same length rule).
    return start >= 0
        && start <= hostStart
        && domainAfterAt.domainEnd - emailLinkStart(start, hardStart) <= maxLinkLength;
  }

  /** §5.2 step 6: the link starts at "mailto:" before the local-part, if there is one. */
  private int emailLinkStart(int localStart, int floor) {
    return regionMatchesIgnoreCase(localStart - 7, "mailto:", floor) ? localStart - 7 : localStart;
  }

  /**
   * The Link_Email stretch last read forward from a host: [from, end); runs start in increasing
   * order, so each char is read once.
   */
  private int emailStretchFrom = -1;

  private int emailStretchEnd = -1;

  /** The stretch ends at an '@' followed by a valid domain name. */
  private boolean emailStretchAtDomain;

  private final Run domainAfterAt = new Run();

  private void scanEmailStretch(int from) {
    int i = from;
    while (i < limit) {
      int cp = Character.codePointAt(text, i, limit);
      if (!LinkCharIndex.isLinkEmail(cp)) {
        break;
      }
      i += Character.charCount(cp);
    }
    emailStretchFrom = from;
    emailStretchEnd = i;
    emailStretchAtDomain = false;
    if (i + 1 < limit && text[i] == '@' && (flagsAt(i + 1) & HOSTISH) != 0) {
      scanRun(i + 1, domainAfterAt);
      emailStretchAtDomain = domainAfterAt.valid && !domainAfterAt.ipv4;
    }
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
