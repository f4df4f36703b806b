package io.github.uts58.chars;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.IDNA;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.UnicodeSet;
import com.ibm.icu.util.CodePointTrie;
import com.ibm.icu.util.MutableCodePointTrie;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

/**
 * The static, immutable character index for UTS #58: Link_Term, Link_Bracket and Link_Email
 * (§3.4, §5.1, derived from Unicode properties exactly as §6.1 describes) and the host-character
 * classes used for initiation. Built once per JVM from ICU4J (Unicode 17) into one 8-bit {@link
 * CodePointTrie}; every lookup is O(1), allocation-free and thread-safe.
 *
 * <p>One byte per code point: bits 0–2 hold the {@link LinkTerm} ordinal, the other bits are the
 * flags below.
 */
public final class LinkCharIndex {

  /** Link_Email=Yes (§5.1): may occur in an unquoted email local-part. */
  public static final int LINK_EMAIL = 1 << 3;
  /** A character of a domain label: UTS #46 valid, deviation, or mapped to label characters. */
  public static final int HOST = 1 << 4;
  /** A label separator: {@code . ． 。 ｡} (UTS #46 §2.3). */
  public static final int LABEL_SEPARATOR = 1 << 5;
  /**
   * White_Space=Yes: no link ever contains one, so a stream may be cut there without changing any
   * detection result.
   */
  public static final int WHITE_SPACE = 1 << 6;
  /**
   * A non-ASCII host character that UTS #46 processing may change (it is mapped, or not stable under
   * NFC): a label without one is already in canonical form, so matching it needs no UTS #46.
   */
  public static final int UTS46_CHANGES = 1 << 7;

  private static final int TERM_MASK = 0x7;

  private static final CodePointTrie.Fast8 TRIE;
  /** Link_Bracket as parallel sorted arrays: CLOSERS[i] maps to OPENERS[i]. */
  private static final int[] CLOSERS;
  private static final int[] OPENERS;
  private static final int SERIALIZED_BYTES;

  static {
    Sets sets = new Sets();
    MutableCodePointTrie mutable = new MutableCodePointTrie(LinkTerm.HARD.ordinal(), LinkTerm.HARD.ordinal());
    byte[] values = new byte[0x110000];
    Arrays.fill(values, (byte) LinkTerm.HARD.ordinal());
    // Later assignments win: Include is "all other code points" (§6.1), Hard has priority.
    setTerm(values, sets.include, LinkTerm.INCLUDE);
    setTerm(values, sets.open, LinkTerm.OPEN);
    setTerm(values, sets.close, LinkTerm.CLOSE);
    setTerm(values, sets.soft, LinkTerm.SOFT);
    setTerm(values, sets.hard, LinkTerm.HARD);
    orFlag(values, sets.linkEmail, LINK_EMAIL);
    orFlag(values, sets.host, HOST);
    orFlag(values, sets.labelSeparator, LABEL_SEPARATOR);
    orFlag(values, sets.whiteSpace, WHITE_SPACE);
    orFlag(values, sets.uts46Changes, UTS46_CHANGES);
    int runStart = 0;
    for (int cp = 1; cp <= 0x110000; cp++) {
      if (cp == 0x110000 || values[cp] != values[runStart]) {
        if (values[runStart] != LinkTerm.HARD.ordinal()) {
          mutable.setRange(runStart, cp - 1, values[runStart] & 0xFF);
        }
        runStart = cp;
      }
    }
    TRIE = (CodePointTrie.Fast8) mutable.buildImmutable(CodePointTrie.Type.FAST, CodePointTrie.ValueWidth.BITS_8);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    TRIE.toBinary(bytes);
    SERIALIZED_BYTES = bytes.size();

    UnicodeSet closers = sets.close;
    CLOSERS = new int[closers.size()];
    OPENERS = new int[closers.size()];
    int i = 0;
    for (UnicodeSet.EntryRange range : closers.ranges()) {
      for (int cp = range.codepoint; cp <= range.codepointEnd; cp++) {
        CLOSERS[i] = cp;
        OPENERS[i] = cp == '>' ? '<' : UCharacter.getBidiPairedBracket(cp);
        i++;
      }
    }
  }

  private LinkCharIndex() {}

  private static void setTerm(byte[] values, UnicodeSet set, LinkTerm term) {
    for (UnicodeSet.EntryRange r : set.ranges()) {
      for (int cp = r.codepoint; cp <= r.codepointEnd; cp++) {
        values[cp] = (byte) ((values[cp] & ~TERM_MASK) | term.ordinal());
      }
    }
  }

  private static void orFlag(byte[] values, UnicodeSet set, int flag) {
    for (UnicodeSet.EntryRange r : set.ranges()) {
      for (int cp = r.codepoint; cp <= r.codepointEnd; cp++) {
        values[cp] |= (byte) flag;
      }
    }
  }

  /** All flags and the Link_Term ordinal of {@code cp}; test with the flag constants. */
  public static int flags(int cp) {
    return TRIE.get(cp);
  }

  /** Flags of a BMP code unit (including lone surrogates): the fast path for {@code char}s. */
  public static int bmpFlags(char c) {
    return TRIE.bmpGet(c);
  }

  /** The Link_Term ordinal (see {@link LinkTerm#ordinal()}) of a flags value. */
  public static int termOrdinal(int flags) {
    return flags & TERM_MASK;
  }

  public static LinkTerm linkTerm(int cp) {
    return LinkTerm.ofOrdinal(TRIE.get(cp) & TERM_MASK);
  }

  /** Link_Bracket (§3.4.2): the opening bracket for a Close character, or -1. */
  public static int linkBracket(int cp) {
    int i = Arrays.binarySearch(CLOSERS, cp);
    return i >= 0 ? OPENERS[i] : -1;
  }

  public static boolean isLinkEmail(int cp) {
    return (TRIE.get(cp) & LINK_EMAIL) != 0;
  }

  public static boolean isHostChar(int cp) {
    return (TRIE.get(cp) & HOST) != 0;
  }

  public static boolean isLabelSeparator(int cp) {
    return (TRIE.get(cp) & LABEL_SEPARATOR) != 0;
  }

  /** Size of the immutable lookup structure (its serialized form, which is what it holds). */
  public static int tableBytes() {
    return SERIALIZED_BYTES + CLOSERS.length * 8;
  }

  /** Number of Link_Bracket mappings. */
  public static int bracketCount() {
    return CLOSERS.length;
  }

  /** The Unicode version of the ICU4J data the index was built from. */
  public static String unicodeVersion() {
    return UCharacter.getUnicodeVersion().toString();
  }

  /** The property sets of §6.1, as ICU4J UnicodeSets; only used while building. */
  private static final class Sets {
    final UnicodeSet hard = frozen("[\\p{whitespace}\\p{NChar}[\\p{C}-\\p{Cf}]\\p{deprecated}]");
    final UnicodeSet soft = minus(frozen("[\\p{Term}\\p{lb=qu}]"), hard);
    final UnicodeSet open = minus(minus(frozen("[\\p{bpt=o}<]"), hard), soft);
    final UnicodeSet close = minus(minus(frozen("[\\p{bpt=c}>]"), hard), soft);
    final UnicodeSet include = new UnicodeSet(0, 0x10FFFF).freeze();
    // §6.1: RFC 5322 atext in ASCII; '.' is added because the dot rules of §5.2 are checked apart.
    final UnicodeSet linkEmail =
        frozen("[[a-zA-Z0-9_\\-!?'\\{\\}*/\\&#%`\\^+=|~$.][\\p{XID_Continue}-\\p{Block=Basic_Latin}]]");
    final UnicodeSet labelSeparator = frozen("[.\\uFF0E\\u3002\\uFF61]");
    final UnicodeSet whiteSpace = frozen("[\\p{White_Space}]");
    final UnicodeSet host = hostChars(labelSeparator);
    final UnicodeSet uts46Changes = uts46Changes(host);

    private static UnicodeSet frozen(String pattern) {
      return new UnicodeSet(pattern).freeze();
    }

    private static UnicodeSet minus(UnicodeSet a, UnicodeSet b) {
      return new UnicodeSet(a).removeAll(b).freeze();
    }
  }

  /**
   * Label characters: by UTS #46 with STD3 rules (as WHATWG hosts forbid ASCII other than letters,
   * digits and '-') a code point is one if, as a label on its own, it is neither disallowed nor
   * ignored and does not map to a label separator; and what it maps to must be valid in IDNA2008
   * (RFC 5892), so punctuation and symbols that UTS #46 now accepts (e.g. 「 ) do not glue onto a
   * domain in running text. Characters mapped to a space (NBSP, U+3000) are not host characters.
   */
  private static UnicodeSet hostChars(UnicodeSet labelSeparator) {
    UnicodeSet host = new UnicodeSet("[a-zA-Z0-9\\-]");
    IDNA idna =
        IDNA.getUTS46Instance(
            IDNA.USE_STD3_RULES | IDNA.NONTRANSITIONAL_TO_ASCII | IDNA.NONTRANSITIONAL_TO_UNICODE);
    Set<IDNA.Error> notHost =
        EnumSet.of(IDNA.Error.DISALLOWED, IDNA.Error.EMPTY_LABEL, IDNA.Error.LABEL_HAS_DOT);
    UnicodeSet candidates =
        new UnicodeSet("[^\\p{Cn}\\p{Cs}\\p{Co}\\p{Cc}\\p{Block=Basic_Latin}]").removeAll(labelSeparator);
    Idna2008 idna2008 = new Idna2008();
    // The UTS #46 mapping itself (ICU's "uts46" data): labelToUnicode may replace parts of an
    // invalid one-character label (e.g. a leading combining mark) with U+FFFD.
    Normalizer2 uts46Mapping = Normalizer2.getInstance(null, "uts46", Normalizer2.Mode.COMPOSE);
    StringBuilder out = new StringBuilder(8);
    IDNA.Info info = new IDNA.Info();
    for (UnicodeSet.EntryRange r : candidates.ranges()) {
      for (int cp = r.codepoint; cp <= r.codepointEnd; cp++) {
        out.setLength(0);
        idna.labelToUnicode(new String(Character.toChars(cp)), out, info);
        boolean ok = true;
        for (IDNA.Error e : info.getErrors()) {
          if (notHost.contains(e)) {
            ok = false;
            break;
          }
        }
        if (ok && uts46Mapping.normalize(new String(Character.toChars(cp))).codePoints().allMatch(idna2008::isValid)) {
          host.add(cp);
        }
      }
    }
    return host.freeze();
  }

  private static UnicodeSet uts46Changes(UnicodeSet host) {
    Normalizer2 uts46Mapping = Normalizer2.getInstance(null, "uts46", Normalizer2.Mode.COMPOSE);
    UnicodeSet unstable = new UnicodeSet("[[:NFC_Quick_Check=No:][:NFC_Quick_Check=Maybe:]]");
    UnicodeSet changes = new UnicodeSet();
    for (UnicodeSet.EntryRange r : host.ranges()) {
      for (int cp = Math.max(r.codepoint, 0x80); cp <= r.codepointEnd; cp++) {
        String s = new String(Character.toChars(cp));
        if (unstable.contains(cp) || !uts46Mapping.normalize(s).equals(s)) {
          changes.add(cp);
        }
      }
    }
    return changes.freeze();
  }

  /** RFC 5892 §3 derivation of PVALID, CONTEXTJ and CONTEXTO code points (all "valid" here). */
  private static final class Idna2008 {
    private final UnicodeSet exceptionsValid =
        new UnicodeSet("[\\u00DF\\u03C2\\u06FD\\u06FE\\u0F0B\\u3007\\u00B7\\u0375\\u05F3\\u05F4\\u30FB\\u0660-\\u0669\\u06F0-\\u06F9]").freeze();
    private final UnicodeSet exceptionsDisallowed =
        new UnicodeSet("[\\u0640\\u07FA\\u302E\\u302F\\u3031-\\u3035\\u303B]").freeze();
    private final UnicodeSet ignorable =
        new UnicodeSet("[\\p{Default_Ignorable_Code_Point}\\p{White_Space}\\p{Noncharacter_Code_Point}"
            + "\\p{Block=Combining_Diacritical_Marks_For_Symbols}\\p{Block=Musical_Symbols}"
            + "\\p{Block=Ancient_Greek_Musical_Notation}\\p{Hangul_Syllable_Type=L}"
            + "\\p{Hangul_Syllable_Type=V}\\p{Hangul_Syllable_Type=T}\\p{Cn}]").freeze();
    private final UnicodeSet letterDigits = new UnicodeSet("[\\p{Ll}\\p{Lu}\\p{Lo}\\p{Nd}\\p{Lm}\\p{Mn}\\p{Mc}]").freeze();
    private final UnicodeSet joinControl = new UnicodeSet("[\\p{Join_Control}]").freeze();
    private final Normalizer2 nfkc = Normalizer2.getNFKCInstance();

    boolean isValid(int cp) {
      if (exceptionsValid.contains(cp)) {
        return true;
      }
      if (exceptionsDisallowed.contains(cp)) {
        return false;
      }
      if (cp < 0x80) {
        return cp == '-' || (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z');
      }
      if (joinControl.contains(cp)) {
        return true;
      }
      String s = new String(Character.toChars(cp));
      if (!nfkc.normalize(UCharacter.foldCase(nfkc.normalize(s), true)).equals(s)) {
        return false; // Unstable
      }
      return !ignorable.contains(cp) && letterDigits.contains(cp);
    }
  }
}
