package io.github.uts58.core;

/**
 * The lines a text lists domains on, for {@link LookalikeHosts}: a data file or a table of code
 * writes each domain on a line of its own, in the same frame of punctuation ({@code 'sb0.io' => 1,}
 * among {@code 'sb-sd.org' => 1,}; a blocklist's names alone on their lines). Once two links under
 * com, net, org, edu or gov, or two rules of the Public Suffix List ({@code com.ac}), have stood
 * alone in one frame, a host in that frame is a link too, whatever its TLD or quotes would suggest:
 * in a list of domains, {@code 'adceuta.tk'} is no key of code, nor {@code projectleague.lol} a
 * file, nor {@code ybo.party} beside {@code ybo.faith} a namespace's member. A link the text showed
 * in a namespace vouches for no list ({@code java.net} after {@code java.lang}, alone on its line
 * in javadoc's element-list); {@link LinkScanner} adds the others. One per scanner, cleared for
 * each new text.
 *
 * <p>A frame is what is on the host's line before and after it: no letter but a literal's, no char
 * of a path or a name ({@code / \ . _ @ $ %}), at most {@link #LONGEST_SIDE} chars a side, a
 * literal counted as one; its digits are read as one, and its literals too ({@code => 0,} and
 * {@code => 1,} alike, {@code 2, true} and {@code 2, false} too). Prose, code and file lists put
 * words or paths beside their names, so they have no frame.
 */
final class DomainListLines {
  /** The most chars read on either side of a host: an indentation, quotes, a value, a comma. */
  static final int LONGEST_SIDE = 12;

  /** Enough for the frames of one file's lists (a key's value is 0 or 1; quoted or not). */
  private static final int FRAMES = 8;

  /** Links in a frame before it is a list's. */
  private static final int LINKS_IN_A_LIST = 2;

  private final long[] frames = new long[FRAMES];
  private final int[] links = new int[FRAMES];
  private int count;
  private int next;

  void clear() {
    count = 0;
    next = 0;
  }

  /**
   * A link at {@code text[hostStart, end)}, its last label from {@code lastStart}, read through
   * {@code around}: counted in its line's frame if it is a name under com, net, org, edu or gov, or
   * a rule of the Public Suffix List of two labels or more (a copy of the list: {@code com.ac}
   * vouches for {@code state.museum}, a rule the list has since dropped), with no port or path,
   * that {@code namespaces} holds no member of, and its line has a frame.
   */
  void addLink(
      char[] text,
      TextAround around,
      NamespacesInText namespaces,
      int hostStart,
      int lastStart,
      int end,
      LinkDetector detector) {
    // (the frame first: most links stand in prose, which has none; the list's lookup last)
    long frame = frameOf(around, hostStart, end);
    if (frame == NO_FRAME
        || !(AddressEvidence.endsInGenericTld(around, hostStart, end)
            || HostShape.isPublicSuffixRule(text, hostStart, end, detector))
        || namespaces.isMember(text, hostStart, lastStart - 1, end)) {
      return;
    }
    for (int k = 0; k < count; k++) {
      if (frames[k] == frame) {
        if (links[k] < LINKS_IN_A_LIST) {
          links[k]++;
        }
        return;
      }
    }
    frames[next] = frame;
    links[next] = 1;
    next = (next + 1) % FRAMES;
    count = Math.max(count, next == 0 ? FRAMES : next);
  }

  /** Whether the host at {@code [hostStart, end)} stands in the frame of a list of domains. */
  boolean inList(TextAround around, int hostStart, int end) {
    return count > 0 && isListFrame(frameOf(around, hostStart, end));
  }

  /** Whether {@code frame} ({@link #frameOf}) is a list's: two links have stood alone in it. */
  boolean isListFrame(long frame) {
    if (frame == NO_FRAME) {
      return false;
    }
    for (int k = 0; k < count; k++) {
      if (frames[k] == frame && links[k] >= LINKS_IN_A_LIST) {
        return true;
      }
    }
    return false;
  }

  static final long NO_FRAME = 0;

  /**
   * A hash of the frame around {@code [hostStart, end)} (FNV-1a, 64 bits, never {@link #NO_FRAME}),
   * or {@link #NO_FRAME} if the line holds more than a frame beside the host.
   */
  static long frameOf(TextAround around, int hostStart, int end) {
    int start = hostStart;
    for (int read = 0; read < LONGEST_SIDE && around.isRead(start - 1); read++) {
      int word = literalEndingAt(around, start);
      if (word > 0) {
        start -= word;
      } else if (isFrameChar(around.at(start - 1))) {
        start--;
      } else {
        break;
      }
    }
    if (!around.lineStartsAt(start)) {
      return NO_FRAME;
    }
    int stop = end;
    for (int read = 0; read < LONGEST_SIDE && !around.lineBreakAt(stop); read++) {
      int word = literalStartingAt(around, stop);
      if (word > 0) {
        stop += word;
      } else if (isFrameChar(around.at(stop))) {
        stop++;
      } else {
        break;
      }
    }
    if (!around.lineBreakAt(stop)) {
      return NO_FRAME;
    }
    long hash = FNV_OFFSET;
    hash = hashSide(around, start, hostStart, hash);
    hash = (hash ^ '\n') * FNV_PRIME; // between the sides: the host
    hash = hashSide(around, end, stop, hash);
    return hash == NO_FRAME ? 1 : hash;
  }

  private static long hashSide(TextAround around, int from, int to, long hash) {
    boolean inDigits = false;
    for (int i = from; i < to; i++) {
      int word = literalStartingAt(around, i);
      if (word > 0) {
        i += word - 1;
        hash = (hash ^ 't') * FNV_PRIME; // one literal as another: true as false
        continue;
      }
      char c = around.at(i);
      if (AsciiChars.isDigit(c)) {
        if (inDigits) {
          continue;
        }
        inDigits = true;
        c = '0';
      } else {
        inDigits = false;
      }
      hash = (hash ^ c) * FNV_PRIME;
    }
    return hash;
  }

  /**
   * The literals of data a table's line may hold beside its domain, the only letters a frame has,
   * read as one as digits are ({@code {1, "vercel.app", 2, true},} among {@code {1, "com.ac", 2,
   * false},}, Go's copy of the Public Suffix List).
   */
  private static final String[] LITERALS = {"true", "false", "null", "nil", "none"};

  /** The letters the literals start with, and end with: bits {@code c - 'a'}. */
  private static final int LITERALS_FIRST = letters(0);

  private static final int LITERALS_LAST = letters(-1);

  private static int letters(int at) {
    int bits = 0;
    for (String literal : LITERALS) {
      bits |= 1 << (literal.charAt(at < 0 ? literal.length() + at : at) - 'a');
    }
    return bits;
  }

  /** Whether {@code c}, in any case, is an ASCII letter among {@code bits}. */
  private static boolean among(int bits, char c) {
    char lower = AsciiChars.asciiLower(c);
    return lower >= 'a' && lower <= 'z' && (bits & (1 << (lower - 'a'))) != 0;
  }

  /**
   * The length of a literal at {@code i}, no letter or digit after it, or 0. (A letter before it
   * has ended the frame already.)
   */
  private static int literalStartingAt(TextAround around, int i) {
    // (most chars start none: one test before the loop)
    if (!among(LITERALS_FIRST, around.at(i))) {
      return 0;
    }
    for (String literal : LITERALS) {
      if (around.asciiWordAt(i, literal)
          && !AsciiChars.isAsciiLetterOrDigit(around.at(i + literal.length()))) {
        return literal.length();
      }
    }
    return 0;
  }

  /** The length of a literal ending just before {@code i}, or 0. */
  private static int literalEndingAt(TextAround around, int i) {
    if (!among(LITERALS_LAST, around.at(i - 1))) {
      return 0;
    }
    for (String literal : LITERALS) {
      if (literalStartingAt(around, i - literal.length()) == literal.length()) {
        return literal.length();
      }
    }
    return 0;
  }

  private static final long FNV_OFFSET = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  /**
   * A char a list's line may put around a domain: blanks, quotes, digits and the punctuation of
   * data ({@code , ; : = > - + * # | ( ) [ ] { }}); not a letter nor a char of a path or a name.
   */
  private static boolean isFrameChar(char c) {
    return AsciiChars.isBlank(c)
        || AsciiChars.isDigit(c)
        || AsciiChars.isQuote(c)
        || ",;:=>-+*#|()[]{}".indexOf(c) >= 0;
  }
}
