package io.github.uts58.chars;

import com.ibm.icu.lang.UCharacter;
import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * The static, immutable character index for UTS #58: Link_Term, Link_Bracket and Link_Email (§3.4,
 * §5.1, derived from Unicode properties exactly as §6.1 describes) and the host-character classes
 * used for initiation: one byte per code point in two-stage block tables (three stages above the
 * BMP; identical blocks stored once), derived from ICU4J (Unicode 17) by {@link
 * LinkCharIndexBuilder} at build time and loaded once per JVM without touching ICU4J (a test
 * derives it again and compares); every lookup is O(1), allocation-free and thread-safe.
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
   * A non-ASCII host character that UTS #46 processing may change (it is mapped, or not stable
   * under NFC): a label without one is already in canonical form, so matching it needs no UTS #46.
   */
  public static final int UTS46_CHANGES = 1 << 7;

  /** Bits 0–2: the {@link LinkTerm} ordinal. */
  static final int TERM_BITS = 0x7;

  /** Code points per data block, and its log2. */
  static final int DATA_SHIFT = 6;

  static final int DATA_BLOCK = 1 << DATA_SHIFT;

  /** Supplementary code points per index block (a run of data-block numbers), log2. */
  static final int INDEX_SHIFT = 12;

  /** BMP: data block number of each 64-char block. */
  private static final char[] BMP_INDEX;

  /** Supplementary planes: index block number of each 4,096 code points above U+FFFF. */
  private static final char[] SUPPLEMENTARY_INDEX;

  /** Index blocks: data block numbers. */
  private static final char[] INDEX_BLOCKS;

  /** Data blocks: the byte of each code point. */
  private static final byte[] DATA;

  /** Link_Bracket as parallel sorted arrays: CLOSERS[i] maps to OPENERS[i]. */
  private static final int[] CLOSERS;

  private static final int[] OPENERS;
  private static final boolean LOADED_FROM_RESOURCE;
  private static final byte[] SERIALIZED;

  static {
    byte[] data = LinkCharIndexBuilder.readResource();
    boolean fromResource = data != null && LinkCharIndexBuilder.isCurrent(data);
    if (!fromResource) {
      data =
          LinkCharIndexBuilder
              .derive(); // a build without the generated table (IDE), or another ICU4J
    }
    LOADED_FROM_RESOURCE = fromResource;
    SERIALIZED = data;
    ByteBuffer in = ByteBuffer.wrap(data);
    LinkCharIndexBuilder.skipHeader(in);
    BMP_INDEX = readChars(in, in.getInt());
    SUPPLEMENTARY_INDEX = readChars(in, in.getInt());
    INDEX_BLOCKS = readChars(in, in.getInt());
    DATA = new byte[in.getInt()];
    in.get(DATA);
    int n = in.getInt();
    CLOSERS = new int[n];
    OPENERS = new int[n];
    for (int i = 0; i < n; i++) {
      CLOSERS[i] = in.getInt();
      OPENERS[i] = in.getInt();
    }
  }

  private static char[] readChars(ByteBuffer in, int length) {
    char[] chars = new char[length];
    in.asCharBuffer().get(chars);
    in.position(in.position() + 2 * length);
    return chars;
  }

  private LinkCharIndex() {}

  /** All flags and the Link_Term ordinal of {@code cp}; test with the flag constants. */
  public static int flags(int cp) {
    if (cp < 0x10000) {
      return cp < 0 ? LinkTerm.HARD.ordinal() : bmpFlags((char) cp);
    }
    if (cp > Character.MAX_CODE_POINT) {
      return LinkTerm.HARD.ordinal();
    }
    int indexBlock =
        SUPPLEMENTARY_INDEX[(cp - 0x10000) >> INDEX_SHIFT] << (INDEX_SHIFT - DATA_SHIFT);
    int dataBlock =
        INDEX_BLOCKS[indexBlock | ((cp >> DATA_SHIFT) & ((1 << (INDEX_SHIFT - DATA_SHIFT)) - 1))];
    return DATA[(dataBlock << DATA_SHIFT) | (cp & (DATA_BLOCK - 1))] & 0xFF;
  }

  /** Flags of a BMP code unit (including lone surrogates): the fast path for {@code char}s. */
  public static int bmpFlags(char c) {
    return DATA[(BMP_INDEX[c >> DATA_SHIFT] << DATA_SHIFT) | (c & (DATA_BLOCK - 1))] & 0xFF;
  }

  /** The Link_Term ordinal (see {@link LinkTerm#ordinal()}) of a flags value. */
  public static int termOrdinal(int flags) {
    return flags & TERM_BITS;
  }

  public static LinkTerm linkTerm(int cp) {
    return LinkTerm.ofOrdinal(flags(cp) & TERM_BITS);
  }

  /** Link_Bracket (§3.4.2): the opening bracket for a Close character, or -1. */
  public static int linkBracket(int cp) {
    int i = Arrays.binarySearch(CLOSERS, cp);
    return i >= 0 ? OPENERS[i] : -1;
  }

  public static boolean isLinkEmail(int cp) {
    return (flags(cp) & LINK_EMAIL) != 0;
  }

  public static boolean isHostChar(int cp) {
    return (flags(cp) & HOST) != 0;
  }

  public static boolean isLabelSeparator(int cp) {
    return (flags(cp) & LABEL_SEPARATOR) != 0;
  }

  /** Size of the immutable lookup structure. */
  public static int tableBytes() {
    return 2 * (BMP_INDEX.length + SUPPLEMENTARY_INDEX.length + INDEX_BLOCKS.length)
        + DATA.length
        + CLOSERS.length * 8;
  }

  /** Number of Link_Bracket mappings. */
  public static int bracketCount() {
    return CLOSERS.length;
  }

  /** The Unicode version of the ICU4J data the index was built from. */
  public static String unicodeVersion() {
    return UCharacter.getUnicodeVersion().toString();
  }

  /**
   * Whether the table came from the resource generated at build time (else it was derived in this
   * JVM).
   */
  static boolean loadedFromResource() {
    return LOADED_FROM_RESOURCE;
  }

  /**
   * The table as loaded: the generated resource's bytes, or what {@link
   * LinkCharIndexBuilder#derive} gave.
   */
  static byte[] serialized() {
    return SERIALIZED.clone();
  }
}
