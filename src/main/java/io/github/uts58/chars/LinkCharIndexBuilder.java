package io.github.uts58.chars;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.IDNA;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.UnicodeSet;
import com.ibm.icu.util.VersionInfo;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Derives {@link LinkCharIndex}'s table from ICU4J's Unicode properties (§6.1): run at build time
 * ({@code pom.xml}, execution {@code link-char-index}) to write {@link #RESOURCE}, which every JVM
 * loads instead of deriving it (about 1.5 s: UTS #46 over every code point). The table records the
 * ICU4J version it was derived with; a JVM with another ICU4J derives it anew, and {@code
 * LinkCharIndexTest} derives it and compares it byte for byte with the resource.
 */
final class LinkCharIndexBuilder {
  static final String RESOURCE = "link-char-index.bin";
  private static final int MAGIC = 0x55353849; // "U58I"
  private static final int FORMAT = 2;

  private LinkCharIndexBuilder() {}

  /** Writes the table to the file named by the first argument. */
  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    Files.createDirectories(out.getParent());
    Files.write(out, derive());
  }

  static byte[] readResource() {
    // The class loader's lookup, not Class.getResourceAsStream: that one resolves the caller
    // through
    // the method-handle machinery, which a fresh JVM would have to bring up first.
    ClassLoader loader = LinkCharIndex.class.getClassLoader();
    try (InputStream in = loader.getResourceAsStream("io/github/uts58/chars/" + RESOURCE)) {
      return in == null ? null : in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Whether {@code data} was derived with this JVM's ICU4J (same library and Unicode versions). */
  static boolean isCurrent(byte[] data) {
    ByteBuffer in = ByteBuffer.wrap(data);
    return in.remaining() > 12
        && in.getInt() == MAGIC
        && in.getInt() == FORMAT
        && versions().equals(readString(in));
  }

  static void skipHeader(ByteBuffer in) {
    in.getInt();
    in.getInt();
    readString(in);
  }

  /**
   * ICU4J's version, which fixes its Unicode version (reading that would load ICU's property data).
   */
  private static String versions() {
    // concat, not '+': a fresh JVM would bootstrap the string-concatenation machinery here first
    return "icu4j ".concat(VersionInfo.ICU_VERSION.toString());
  }

  private static String readString(ByteBuffer in) {
    int n = in.getInt();
    if (n < 0 || n > in.remaining()) {
      return "";
    }
    byte[] b = new byte[n];
    in.get(b);
    return new String(b, StandardCharsets.UTF_8);
  }

  /**
   * The table: header, the block tables of {@link LinkCharIndex} (BMP index, supplementary index
   * and its blocks, data blocks; identical blocks stored once), then the Link_Bracket pairs.
   */
  static byte[] derive() {
    Sets sets = new Sets();
    byte[] values = new byte[0x110000];
    Arrays.fill(values, (byte) LinkTerm.HARD.ordinal());
    // Later assignments win: Include is "all other code points" (§6.1), Hard has priority.
    setTerm(values, sets.include, LinkTerm.INCLUDE);
    setTerm(values, sets.open, LinkTerm.OPEN);
    setTerm(values, sets.close, LinkTerm.CLOSE);
    setTerm(values, sets.soft, LinkTerm.SOFT);
    setTerm(values, sets.hard, LinkTerm.HARD);
    orFlag(values, sets.linkEmail, LinkCharIndex.LINK_EMAIL);
    orFlag(values, sets.host, LinkCharIndex.HOST);
    orFlag(values, sets.labelSeparator, LinkCharIndex.LABEL_SEPARATOR);
    orFlag(values, sets.whiteSpace, LinkCharIndex.WHITE_SPACE);
    orFlag(values, sets.uts46Changes, LinkCharIndex.UTS46_CHANGES);

    // Data blocks of DATA_BLOCK code points, each stored once; the BMP indexes them directly.
    Distinct<byte[]> data = new Distinct<>(b -> new String(b, StandardCharsets.ISO_8859_1));
    char[] dataBlockOf = new char[0x110000 >> LinkCharIndex.DATA_SHIFT];
    for (int b = 0; b < dataBlockOf.length; b++) {
      int from = b << LinkCharIndex.DATA_SHIFT;
      dataBlockOf[b] = data.add(Arrays.copyOfRange(values, from, from + LinkCharIndex.DATA_BLOCK));
    }
    char[] bmpIndex = Arrays.copyOf(dataBlockOf, 0x10000 >> LinkCharIndex.DATA_SHIFT);
    // Supplementary planes: an index of INDEX_BLOCK-sized runs of data-block numbers, each stored
    // once.
    Distinct<char[]> indexBlocks = new Distinct<>(String::new);
    int perIndexBlock = 1 << (LinkCharIndex.INDEX_SHIFT - LinkCharIndex.DATA_SHIFT);
    char[] supplementaryIndex = new char[(0x110000 - 0x10000) >> LinkCharIndex.INDEX_SHIFT];
    for (int i = 0; i < supplementaryIndex.length; i++) {
      int from = (0x10000 >> LinkCharIndex.DATA_SHIFT) + i * perIndexBlock;
      supplementaryIndex[i] =
          indexBlocks.add(Arrays.copyOfRange(dataBlockOf, from, from + perIndexBlock));
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      out.writeInt(MAGIC);
      out.writeInt(FORMAT);
      byte[] versions = versions().getBytes(StandardCharsets.UTF_8);
      out.writeInt(versions.length);
      out.write(versions);
      writeChars(out, bmpIndex);
      writeChars(out, supplementaryIndex);
      out.writeInt(indexBlocks.blocks.size() * perIndexBlock);
      for (char[] block : indexBlocks.blocks) {
        for (char c : block) {
          out.writeChar(c);
        }
      }
      out.writeInt(data.blocks.size() * LinkCharIndex.DATA_BLOCK);
      for (byte[] block : data.blocks) {
        out.write(block);
      }
      out.writeInt(sets.close.size());
      for (UnicodeSet.EntryRange range : sets.close.ranges()) {
        for (int cp = range.codepoint; cp <= range.codepointEnd; cp++) {
          out.writeInt(cp);
          out.writeInt(cp == '>' ? '<' : UCharacter.getBidiPairedBracket(cp));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static void writeChars(DataOutputStream out, char[] chars) throws IOException {
    out.writeInt(chars.length);
    for (char c : chars) {
      out.writeChar(c);
    }
  }

  /** Blocks numbered in order of first use, each distinct block kept once. */
  private static final class Distinct<T> {
    final List<T> blocks = new ArrayList<>();
    private final Map<String, Character> ids = new HashMap<>();
    private final Function<T, String> key;

    Distinct(Function<T, String> key) {
      this.key = key;
    }

    char add(T block) {
      return ids.computeIfAbsent(
          key.apply(block),
          k -> {
            if (blocks.size() >= Character.MAX_VALUE) {
              throw new IllegalStateException("too many distinct blocks");
            }
            blocks.add(block);
            return (char) (blocks.size() - 1);
          });
    }
  }

  private static void setTerm(byte[] values, UnicodeSet set, LinkTerm term) {
    for (UnicodeSet.EntryRange r : set.ranges()) {
      for (int cp = r.codepoint; cp <= r.codepointEnd; cp++) {
        values[cp] = (byte) ((values[cp] & ~LinkCharIndex.TERM_BITS) | term.ordinal());
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

  /** The property sets of §6.1, as ICU4J UnicodeSets; only used while building. */
  private static final class Sets {
    final UnicodeSet hard = frozen("[\\p{whitespace}\\p{NChar}[\\p{C}-\\p{Cf}]\\p{deprecated}]");
    final UnicodeSet soft = minus(frozen("[\\p{Term}\\p{lb=qu}]"), hard);
    final UnicodeSet open = minus(minus(frozen("[\\p{bpt=o}<]"), hard), soft);
    final UnicodeSet close = minus(minus(frozen("[\\p{bpt=c}>]"), hard), soft);
    final UnicodeSet include = new UnicodeSet(0, 0x10FFFF).freeze();
    // §6.1: RFC 5322 atext in ASCII; '.' is added because the dot rules of §5.2 are checked apart.
    final UnicodeSet linkEmail =
        frozen(
            "[[a-zA-Z0-9_\\-!?'\\{\\}*/\\&#%`\\^+=|~$.][\\p{XID_Continue}-\\p{Block=Basic_Latin}]]");
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
        new UnicodeSet("[^\\p{Cn}\\p{Cs}\\p{Co}\\p{Cc}\\p{Block=Basic_Latin}]")
            .removeAll(labelSeparator);
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
        if (ok
            && uts46Mapping
                .normalize(new String(Character.toChars(cp)))
                .codePoints()
                .allMatch(idna2008::isValid)) {
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
        new UnicodeSet(
                "[\\u00DF\\u03C2\\u06FD\\u06FE\\u0F0B\\u3007\\u00B7\\u0375\\u05F3\\u05F4\\u30FB\\u0660-\\u0669\\u06F0-\\u06F9]")
            .freeze();
    private final UnicodeSet exceptionsDisallowed =
        new UnicodeSet("[\\u0640\\u07FA\\u302E\\u302F\\u3031-\\u3035\\u303B]").freeze();
    private final UnicodeSet ignorable =
        new UnicodeSet(
                "[\\p{Default_Ignorable_Code_Point}\\p{White_Space}\\p{Noncharacter_Code_Point}"
                    + "\\p{Block=Combining_Diacritical_Marks_For_Symbols}\\p{Block=Musical_Symbols}"
                    + "\\p{Block=Ancient_Greek_Musical_Notation}\\p{Hangul_Syllable_Type=L}"
                    + "\\p{Hangul_Syllable_Type=V}\\p{Hangul_Syllable_Type=T}\\p{Cn}]")
            .freeze();
    private final UnicodeSet letterDigits =
        new UnicodeSet("[\\p{Ll}\\p{Lu}\\p{Lo}\\p{Nd}\\p{Lm}\\p{Mn}\\p{Mc}]").freeze();
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
