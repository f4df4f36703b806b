package io.github.uts58.core;

import io.github.uts58.chars.LinkCharIndex;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The top-level domains a scheme-less host must end with (§1.4). Matching is case-insensitive and
 * accepts each TLD in ASCII (punycode) and in Unicode form; other spellings of a non-ASCII label
 * (e.g. full-width letters) are matched through UTS #46.
 *
 * <p>Also the home of the Public Suffix List that goes with these TLDs ({@link #publicSuffixList}),
 * so a configured list serves detection and registrable domains alike.
 */
public final class TopLevelDomains {
  private final LabelSet labels;
  private final int count;
  private final String source;
  private final PublicSuffixList suffixes;

  private TopLevelDomains(Collection<String> asciiTlds, String source, PublicSuffixList suffixes) {
    Set<String> all = new LinkedHashSet<>();
    for (String tld : asciiTlds) {
      String ascii = LabelSet.lower(tld);
      all.add(ascii);
      if (ascii.startsWith("xn--")) {
        String unicode = Idna.toUnicode(ascii);
        if (unicode != null) {
          all.add(LabelSet.lower(unicode));
        }
      }
    }
    this.labels = new LabelSet(all);
    this.count = asciiTlds.size();
    this.source = source;
    this.suffixes = suffixes;
  }

  private static final class DefaultHolder {
    static final TopLevelDomains INSTANCE = of(PublicSuffixList.getDefault());
  }

  /** The TLDs of the bundled Public Suffix List. */
  public static TopLevelDomains getDefault() {
    return DefaultHolder.INSTANCE;
  }

  /** The TLDs of a Public Suffix List's ICANN section. */
  public static TopLevelDomains of(PublicSuffixList list) {
    return new TopLevelDomains(
        list.topLevelDomains(), "Public Suffix List " + list.version(), list);
  }

  /**
   * The given TLDs, in ASCII or Unicode form; registrable domains come from the bundled Public
   * Suffix List.
   */
  public static TopLevelDomains of(Collection<String> tlds, String source) {
    List<String> ascii = new ArrayList<>();
    for (String tld : tlds) {
      String a = Idna.toAscii(tld);
      if (a == null || a.isEmpty() || a.contains(".")) {
        throw new IllegalArgumentException(
            "not a top-level domain: '" + tld + "' (" + source + ")");
      }
      ascii.add(a);
    }
    return new TopLevelDomains(ascii, source, PublicSuffixList.getDefault());
  }

  /**
   * Reads a file that is either a Public Suffix List or IANA's {@code tlds-alpha-by-domain.txt}
   * (one TLD per line, {@code #} comments).
   */
  public static TopLevelDomains load(Path file) throws IOException {
    return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
  }

  /**
   * Parses the text of a Public Suffix List or of an IANA TLD list; {@code source} names it in
   * errors.
   */
  public static TopLevelDomains parse(String text, String source) throws IOException {
    if (PublicSuffixList.looksLikePublicSuffixList(text)) {
      return of(PublicSuffixList.parse(new StringReader(text), source));
    }
    List<String> tlds = new ArrayList<>();
    for (String line : text.split("\\R")) {
      String t = line.strip();
      if (!t.isEmpty() && !t.startsWith("#")) {
        tlds.add(t);
      }
    }
    if (tlds.isEmpty()) {
      throw new IOException(source + ": no top-level domains in file");
    }
    return of(tlds, source);
  }

  /**
   * The Public Suffix List for registrable domains: the list these TLDs were read from, or the
   * bundled one when they came from a plain TLD list (IANA's has no suffix rules).
   */
  public PublicSuffixList publicSuffixList() {
    return suffixes;
  }

  /** Number of TLDs (ASCII forms). */
  public int size() {
    return count;
  }

  /** Where the list came from. */
  public String source() {
    return source;
  }

  /** Whether {@code text[start, end)} is a TLD. Allocation-free unless the label needs UTS #46. */
  public boolean contains(char[] text, int start, int end) {
    if (labels.contains(text, start, end)) {
      return true;
    }
    // Only a label that UTS #46 would change can match in another spelling (full-width, upper-case
    // non-ASCII, not NFC); the others were answered by the lookup above.
    for (int i = start; i < end; i++) {
      if (text[i] >= 0x80 && (LinkCharIndex.bmpFlags(text[i]) & LinkCharIndex.UTS46_CHANGES) != 0
          || Character.isSurrogate(text[i])) {
        String ascii = Idna.labelToAscii(new String(text, start, end - start));
        return ascii != null && labels.contains(ascii);
      }
    }
    return false;
  }

  public boolean contains(String label) {
    char[] c = label.toCharArray();
    return contains(c, 0, c.length);
  }
}
