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
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The Public Suffix List (publicsuffix.org format): the source of top-level domains for detection
 * and of registrable domains for facets. The default copy is the one bundled in the
 * crawler-commons artifact; {@link #load(Path)} reads a newer one from a file.
 */
public final class PublicSuffixList {
  /** Class path resource of the bundled list (inside the crawler-commons jar). */
  public static final String DEFAULT_RESOURCE = "effective_tld_names.dat";

  private enum Kind {
    NORMAL,
    WILDCARD,
    EXCEPTION
  }

  private record Rule(Kind kind, boolean icann) {}

  /** Rules keyed by their ASCII form without the "*." or "!" prefix. */
  private final Map<String, Rule> rules;
  private final Set<String> topLevelDomains;
  private final String version;
  /** Labels in the longest rule key: no suffix with more than one label beyond that can match. */
  private final int maxRuleLabels;

  private PublicSuffixList(Map<String, Rule> rules, Set<String> topLevelDomains, String version) {
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
      InputStream in = PublicSuffixList.class.getClassLoader().getResourceAsStream(DEFAULT_RESOURCE);
      if (in == null) {
        throw new IllegalStateException("Public Suffix List resource not on the class path: " + DEFAULT_RESOURCE);
      }
      try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        return parse(reader, "classpath:" + DEFAULT_RESOURCE);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
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
    return text.contains("===BEGIN ICANN DOMAINS===");
  }

  static PublicSuffixList parse(Reader reader, String source) throws IOException {
    Map<String, Rule> rules = new HashMap<>();
    Set<String> tlds = new LinkedHashSet<>();
    boolean icann = false;
    String version = source;
    BufferedReader lines = new BufferedReader(reader);
    String line;
    int lineNumber = 0;
    while ((line = lines.readLine()) != null) {
      lineNumber++;
      line = line.strip();
      if (line.startsWith("//")) {
        if (line.contains("===BEGIN ICANN DOMAINS===")) {
          icann = true;
        } else if (line.contains("===END ICANN DOMAINS===")) {
          icann = false;
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
      Kind kind = Kind.NORMAL;
      if (rule.startsWith("!")) {
        kind = Kind.EXCEPTION;
        rule = rule.substring(1);
      } else if (rule.startsWith("*.")) {
        kind = Kind.WILDCARD;
        rule = rule.substring(2);
      }
      String ascii = Idna.toAscii(rule);
      if (ascii == null || ascii.isEmpty()) {
        throw new IOException(source + ":" + lineNumber + ": not a valid domain rule: " + line);
      }
      ascii = ascii.toLowerCase(Locale.ROOT);
      rules.merge(ascii, new Rule(kind, icann), (a, b) -> a.kind == Kind.EXCEPTION ? a : b);
      if (icann) {
        tlds.add(ascii.substring(ascii.lastIndexOf('.') + 1));
      }
    }
    if (tlds.isEmpty()) {
      throw new IOException(source + ": no ICANN section (===BEGIN ICANN DOMAINS===) found");
    }
    return new PublicSuffixList(Map.copyOf(rules), Set.copyOf(tlds), version);
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
   * The public suffix of an ASCII, lower-case host (its longest matching rule, "*" by default), or
   * null for an empty host.
   */
  public String publicSuffix(String asciiHost, boolean includePrivate) {
    if (asciiHost.isEmpty()) {
      return null;
    }
    String host = asciiHost.endsWith(".") ? asciiHost.substring(0, asciiHost.length() - 1) : asciiHost;
    // Walk suffixes from the longest that could match (a wildcard rule matches one label more than its
    // key); the first match is the longest rule. Starting there keeps long hosts linear.
    int from = 0;
    int labels = 0;
    for (int i = host.length() - 1; i >= 0; i--) {
      if (host.charAt(i) == '.' && ++labels > maxRuleLabels) {
        from = i + 1;
        break;
      }
    }
    while (true) {
      String suffix = host.substring(from);
      Rule exact = rule(suffix, includePrivate);
      if (exact != null && exact.kind == Kind.EXCEPTION) {
        return suffix.substring(suffix.indexOf('.') + 1);
      }
      if (exact != null && exact.kind == Kind.NORMAL) {
        return suffix;
      }
      int dot = suffix.indexOf('.');
      if (dot >= 0) {
        Rule wildcard = rule(suffix.substring(dot + 1), includePrivate);
        if (wildcard != null && wildcard.kind == Kind.WILDCARD) {
          return suffix;
        }
      }
      if (exact != null && exact.kind == Kind.WILDCARD) {
        // "*.ck" also implies "ck" is a public suffix when nothing longer matched.
        return suffix;
      }
      if (dot < 0) {
        return suffix; // the default rule "*"
      }
      from += dot + 1;
    }
  }

  private Rule rule(String suffix, boolean includePrivate) {
    Rule r = rules.get(suffix);
    return r == null || (!r.icann && !includePrivate) ? null : r;
  }

  /**
   * The registrable domain (public suffix plus one label) of an ASCII, lower-case host, or null if
   * the host is itself a public suffix.
   */
  public String registrableDomain(String asciiHost, boolean includePrivate) {
    String host = asciiHost.endsWith(".") ? asciiHost.substring(0, asciiHost.length() - 1) : asciiHost;
    String suffix = publicSuffix(host, includePrivate);
    if (suffix == null || suffix.length() >= host.length()) {
      return null;
    }
    int end = host.length() - suffix.length() - 1; // the dot before the suffix
    int start = host.lastIndexOf('.', end - 1) + 1;
    return host.substring(start);
  }
}
