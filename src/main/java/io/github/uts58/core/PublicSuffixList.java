package io.github.uts58.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The Public Suffix List (publicsuffix.org format): the source of top-level domains for detection
 * and of registrable domains for facets, matched by the list's own algorithm
 * (publicsuffix.org/list, "Algorithm"). The default copy is taken at build time from the
 * crawler-commons artifact's data file into this package ({@value #DEFAULT_RESOURCE}; its VERSION
 * line says which list it is); {@link #load(Path)} reads another from a file.
 */
public final class PublicSuffixList {
  /**
   * Resource of the bundled list, relative to this class (no root-level name another jar can
   * shadow).
   */
  public static final String DEFAULT_RESOURCE = "effective_tld_names.dat";

  /** The line that opens the ICANN section; its absence means a file is no Public Suffix List. */
  static final String ICANN_BEGIN = "===BEGIN ICANN DOMAINS===";

  private static final String ICANN_END = "===END ICANN DOMAINS===";

  /** The comment that opens the ICANN section's part imported from ICANN's new gTLD programme. */
  private static final String NEW_GTLDS = "// newGTLDs";

  // Rule kinds of one key, per section: a key may carry several ("foo.com" and "*.foo.com").
  private static final int NORMAL = 1;
  private static final int WILDCARD = 2;
  private static final int EXCEPTION = 4;

  /** Shift of the private section's bits. */
  private static final int PRIVATE = 3;

  /** Rule kinds keyed by the rule's ASCII form without the "*." or "!" prefix. */
  private final Map<String, Integer> rules;

  private final Set<String> topLevelDomains;
  private final Set<String> newGenericTlds;
  private final Set<String> countryCategories;
  private final String version;

  /** Labels in the longest rule key: no suffix with more than one label beyond that can match. */
  private final int maxRuleLabels;

  private PublicSuffixList(
      Map<String, Integer> rules,
      Set<String> topLevelDomains,
      Set<String> newGenericTlds,
      String version) {
    this.newGenericTlds = newGenericTlds;
    this.countryCategories = countryCategories(rules);
    this.rules = rules;
    int max = 1;
    for (String key : rules.keySet()) {
      max = Math.max(max, (int) key.chars().filter(c -> c == '.').count() + 1);
    }
    this.maxRuleLabels = max;
    this.topLevelDomains = topLevelDomains;
    this.version = version;
  }

  private static final class DefaultHolder {
    static final PublicSuffixList INSTANCE = loadDefault();

    private static PublicSuffixList loadDefault() {
      InputStream in = PublicSuffixList.class.getResourceAsStream(DEFAULT_RESOURCE);
      if (in == null) {
        throw new IllegalStateException(
            "Public Suffix List resource not found next to " + PublicSuffixList.class.getName());
      }
      try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        return parse(reader, "bundled " + DEFAULT_RESOURCE);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /**
   * The fewest country codes under which a label is a second-level rule of the ICANN section for it
   * to be a category of names (the bundled list: {@code co} under 64, {@code ac} under 46, then
   * {@code info} under 33).
   */
  static final int CATEGORY_COUNTRIES = 40;

  /**
   * The labels that, as second-level rules of the ICANN section, divide the names under {@link
   * #CATEGORY_COUNTRIES} country codes or more into categories: RFC 1591's generic TLDs again,
   * {@code co}, {@code ac}.
   */
  private static Set<String> countryCategories(Map<String, Integer> rules) {
    Map<String, Set<String>> countries = new HashMap<>();
    rules.forEach(
        (key, kinds) -> {
          int dot = dotBeforeCountryCode(key);
          if ((kinds & NORMAL) != 0 && dot > 0) {
            countries
                .computeIfAbsent(key.substring(0, dot), k -> new HashSet<>())
                .add(key.substring(dot + 1));
          }
        });
    Set<String> categories = new HashSet<>();
    countries.forEach(
        (label, codes) -> {
          if (codes.size() >= CATEGORY_COUNTRIES) {
            categories.add(label);
          }
        });
    return Set.copyOf(categories);
  }

  /** The bundled list, parsed once per JVM. */
  public static PublicSuffixList getDefault() {
    return DefaultHolder.INSTANCE;
  }

  /** Reads a list in the publicsuffix.org format. */
  public static PublicSuffixList load(Path file) throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(reader, file.toString());
    }
  }

  /** True if the text looks like a Public Suffix List (has the ICANN section marker). */
  static boolean looksLikePublicSuffixList(String text) {
    return text.contains(ICANN_BEGIN);
  }

  static PublicSuffixList parse(Reader reader, String source) throws IOException {
    Map<String, Integer> rules = new HashMap<>();
    Set<String> tlds = new LinkedHashSet<>();
    Set<String> newGtlds = new LinkedHashSet<>();
    boolean icann = false;
    boolean newGtldPart = false;
    String version = source;
    BufferedReader lines = new BufferedReader(reader);
    String line;
    int lineNumber = 0;
    while ((line = lines.readLine()) != null) {
      lineNumber++;
      line = line.strip();
      if (line.startsWith("//")) {
        if (line.contains(ICANN_BEGIN)) {
          icann = true;
        } else if (line.contains(ICANN_END)) {
          icann = false;
          newGtldPart = false;
        } else if (icann && line.equals(NEW_GTLDS)) {
          newGtldPart = true;
        } else if (line.startsWith("// VERSION:")) {
          version = line.substring("// VERSION:".length()).strip();
        }
        continue;
      }
      if (line.isEmpty()) {
        continue;
      }
      int space = line.indexOf(' ');
      String rule = space < 0 ? line : line.substring(0, space);
      int kind = NORMAL;
      if (rule.startsWith("!")) {
        kind = EXCEPTION;
        rule = rule.substring(1);
      } else if (rule.startsWith("*.")) {
        kind = WILDCARD;
        rule = rule.substring(2);
      }
      String ascii = Idna.toAscii(rule);
      if (ascii == null || ascii.isEmpty()) {
        throw new IOException(source + ":" + lineNumber + ": not a valid domain rule: " + line);
      }
      ascii = ascii.toLowerCase(Locale.ROOT);
      rules.merge(ascii, icann ? kind : kind << PRIVATE, (a, b) -> a | b);
      if (icann) {
        String tld = ascii.substring(ascii.lastIndexOf('.') + 1);
        tlds.add(tld);
        if (newGtldPart) {
          newGtlds.add(tld);
        }
      }
    }
    if (tlds.isEmpty()) {
      throw new IOException(source + ": no ICANN section (" + ICANN_BEGIN + ") found");
    }
    return new PublicSuffixList(Map.copyOf(rules), Set.copyOf(tlds), Set.copyOf(newGtlds), version);
  }

  /**
   * The TLDs of ICANN's new gTLD programme (2012 on: {@code .app}, {@code .email}, {@code .target}
   * …), which the list keeps in a part of its own ({@code // newGTLDs}); empty for a list without
   * it.
   */
  public boolean isNewGenericTld(String asciiLowerTld) {
    return newGenericTlds.contains(asciiLowerTld);
  }

  /**
   * Whether an ASCII, lower-case host of two labels is a country's category of names, a rule of the
   * ICANN section whose first label divides names so under many country codes ({@code co.uk},
   * {@code org.ua}, {@code ac.jp}; not {@code info.at}, {@code name.tr}, whose first labels do so
   * under fewer, nor {@code kiev.ua}, a city's).
   */
  public boolean isCountryCategory(String asciiHost) {
    int dot = dotBeforeCountryCode(asciiHost);
    return dot > 0
        && countryCategories.contains(asciiHost.substring(0, dot))
        && isRule(asciiHost, false);
  }

  /**
   * The index of the dot in a name of two labels whose second has two chars, a country code's place
   * ({@code co.uk}), else -1.
   */
  private static int dotBeforeCountryCode(String name) {
    int dot = name.indexOf('.');
    return dot > 0 && name.indexOf('.', dot + 1) < 0 && name.length() - dot - 1 == 2 ? dot : -1;
  }

  /** The top-level domains (ASCII forms) of the ICANN section. */
  public Set<String> topLevelDomains() {
    return topLevelDomains;
  }

  /** The list's VERSION line, or where it was read from. */
  public String version() {
    return version;
  }

  /**
   * The public suffix of an ASCII, lower-case host by the list's algorithm, or null for an empty
   * host: the labels matched by the prevailing rule — an exception rule if one matches (less its
   * leftmost label), else the matching rule with the most labels, else "*" (the last label). A
   * wildcard label matches exactly one label, so "*.kobe.jp" makes "c.kobe.jp" a suffix, not
   * "kobe.jp" itself.
   */
  public String publicSuffix(String asciiHost, boolean includePrivate) {
    String host =
        asciiHost.endsWith(".") ? asciiHost.substring(0, asciiHost.length() - 1) : asciiHost;
    if (host.isEmpty() || host.startsWith(".")) {
      return null;
    }
    int mask =
        includePrivate
            ? NORMAL | WILDCARD | EXCEPTION | (NORMAL | WILDCARD | EXCEPTION) << PRIVATE
            : NORMAL | WILDCARD | EXCEPTION;
    // Suffixes from the longest that could match (a wildcard rule matches one label more than its
    // key) to the last label; starting there keeps long hosts linear.
    int from = 0;
    int labels = 0;
    for (int i = host.length() - 1; i >= 0; i--) {
      if (host.charAt(i) == '.' && ++labels > maxRuleLabels) {
        from = i + 1;
        break;
      }
    }
    String longest = null;
    for (int at = from; ; ) {
      String suffix = host.substring(at);
      int kinds = kinds(suffix, mask);
      if ((kinds & EXCEPTION) != 0) {
        return suffix.substring(
            suffix.indexOf('.') + 1); // an exception prevails over every other rule
      }
      int dot = suffix.indexOf('.');
      if (longest == null
          && ((kinds & NORMAL) != 0
              || (dot >= 0 && (kinds(suffix.substring(dot + 1), mask) & WILDCARD) != 0))) {
        longest = suffix;
      }
      if (dot < 0) {
        return longest != null ? longest : suffix; // the default rule "*"
      }
      at += dot + 1;
    }
  }

  /**
   * Whether an ASCII, lower-case host is itself one of the list's rules (not one a wildcard rule
   * matches, nor an exception): {@code tinn.no}, {@code com.qa}, not {@code x.np} under {@code
   * *.np}.
   */
  public boolean isRule(String asciiHost, boolean includePrivate) {
    int mask = includePrivate ? NORMAL | NORMAL << PRIVATE : NORMAL;
    return (kinds(asciiHost, mask) & NORMAL) != 0;
  }

  /** The rule kinds of {@code suffix} within {@code mask}, folded onto the ICANN bits. */
  private int kinds(String suffix, int mask) {
    Integer k = rules.get(suffix);
    if (k == null) {
      return 0;
    }
    int masked = k & mask;
    return (masked | masked >> PRIVATE) & (NORMAL | WILDCARD | EXCEPTION);
  }

  /**
   * The registrable domain (public suffix plus one label) of an ASCII, lower-case host, or null if
   * the host is itself a public suffix.
   */
  public String registrableDomain(String asciiHost, boolean includePrivate) {
    String host =
        asciiHost.endsWith(".") ? asciiHost.substring(0, asciiHost.length() - 1) : asciiHost;
    String suffix = publicSuffix(host, includePrivate);
    if (suffix == null || suffix.length() >= host.length() || host.startsWith(".")) {
      return null;
    }
    int end = host.length() - suffix.length() - 1; // the dot before the suffix
    int start = host.lastIndexOf('.', end - 1) + 1;
    return host.substring(start);
  }
}
