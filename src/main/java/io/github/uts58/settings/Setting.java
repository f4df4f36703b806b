package io.github.uts58.settings;

import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.SchemelessLinks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * One setting of the plugin's components: its name, default, allowed values and meaning. This class
 * is the one place each setting is defined; the Lucene SPI factories, the OpenSearch factories, the
 * ingest processor and the command line all read settings through {@link ComponentArgs} with these
 * definitions, and README.md's settings reference is checked against them ({@link
 * Component#referenceTable}).
 *
 * @param <T> the value's type
 */
public final class Setting<T> {
  /**
   * Parses a value given as text; throws IllegalArgumentException with what is wrong ("must be …").
   */
  @FunctionalInterface
  interface Parser<T> {
    T parse(String raw);
  }

  private final String name;
  private final T defaultValue;
  private final String defaultText;
  private final String valuesText;
  private final String meaning;
  private final Parser<T> parser;

  private Setting(
      String name,
      T defaultValue,
      String defaultText,
      String valuesText,
      String meaning,
      Parser<T> parser) {
    this.name = name;
    this.defaultValue = defaultValue;
    this.defaultText = defaultText;
    this.valuesText = valuesText;
    this.meaning = meaning;
    this.parser = parser;
  }

  public String name() {
    return name;
  }

  public T defaultValue() {
    return defaultValue;
  }

  /** The default as the settings reference shows it. */
  public String defaultText() {
    return defaultText;
  }

  /** The allowed values as the settings reference shows them. */
  public String valuesText() {
    return valuesText;
  }

  /** What the setting does, as the settings reference says it. */
  public String meaning() {
    return meaning;
  }

  /**
   * The same setting with another default, for a component whose purpose calls for it (the ingest
   * processor's {@code schemeless_links}); name, values and meaning stay this one's.
   */
  Setting<T> withDefault(T value, String text) {
    return new Setting<>(name, value, text, valuesText, meaning, parser);
  }

  T parse(String raw) {
    return parser.parse(raw);
  }

  @Override
  public String toString() {
    return name;
  }

  // ---- the kinds of setting ------------------------------------------------------------------

  static Setting<Boolean> bool(String name, boolean defaultValue, String meaning) {
    return new Setting<>(
        name,
        defaultValue,
        "`" + defaultValue + "`",
        "`true`, `false`",
        meaning,
        raw ->
            switch (raw.trim().toLowerCase(Locale.ROOT)) {
              case "true" -> true;
              case "false" -> false;
              default ->
                  throw new IllegalArgumentException("must be true or false, got [" + raw + "]");
            });
  }

  static Setting<Integer> integer(String name, int defaultValue, int min, int max, String meaning) {
    return new Setting<>(
        name,
        defaultValue,
        "`" + defaultValue + "`",
        min + "–" + max,
        meaning,
        raw -> {
          int value;
          try {
            value = Integer.parseInt(raw.trim());
          } catch (NumberFormatException e) {
            throw new IllegalArgumentException("must be an integer, got [" + raw + "]");
          }
          if (value < min || value > max) {
            throw new IllegalArgumentException(
                "must be between " + min + " and " + max + ", got [" + raw + "]");
          }
          return value;
        });
  }

  /** A text value (a file or field name); {@code defaultValue} null means "not set". */
  static Setting<String> text(
      String name, String defaultValue, String defaultText, String valuesText, String meaning) {
    return new Setting<>(
        name,
        defaultValue,
        defaultText,
        valuesText,
        meaning,
        raw -> {
          if (raw.isBlank()) {
            throw new IllegalArgumentException("must not be empty");
          }
          return raw;
        });
  }

  /** One of an enum's constants, by its lower-case name. */
  static <E extends Enum<E>> Setting<E> choice(
      String name, Class<E> type, E defaultValue, String meaning) {
    Function<E, String> names = Setting::lowerName;
    return new Setting<>(
        name,
        defaultValue,
        "`" + names.apply(defaultValue) + "`",
        quotedNames(type, names),
        meaning,
        raw ->
            find(
                type,
                names,
                raw.trim(),
                "must be one of " + plainNames(type, names) + ", got [" + raw + "]"));
  }

  /**
   * Several of an enum's constants, comma-separated (OpenSearch arrays arrive flattened this way).
   */
  static <E extends Enum<E>> Setting<Set<E>> choices(
      String name,
      Class<E> type,
      Function<E, String> names,
      Set<E> defaultValue,
      String defaultText,
      String valuesText,
      String meaning) {
    return new Setting<>(
        name,
        defaultValue,
        defaultText,
        valuesText,
        meaning,
        raw -> {
          Set<E> result = new LinkedHashSet<>();
          for (String item : raw.split(",")) {
            String t = item.trim();
            if (!t.isEmpty()) {
              result.add(
                  find(
                      type,
                      names,
                      t,
                      "has [" + t + "]; allowed values are " + plainNames(type, names)));
            }
          }
          return Collections.unmodifiableSet(result);
        });
  }

  private static <E extends Enum<E>> E find(
      Class<E> type, Function<E, String> names, String value, String error) {
    for (E e : type.getEnumConstants()) {
      if (names.apply(e).equalsIgnoreCase(value)) {
        return e;
      }
    }
    throw new IllegalArgumentException(error);
  }

  static String lowerName(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT);
  }

  private static <E extends Enum<E>> List<String> plainNames(
      Class<E> type, Function<E, String> names) {
    List<String> list = new ArrayList<>();
    for (E e : type.getEnumConstants()) {
      list.add(names.apply(e));
    }
    return list;
  }

  private static <E extends Enum<E>> String quotedNames(Class<E> type, Function<E, String> names) {
    return String.join(", ", plainNames(type, names).stream().map(n -> "`" + n + "`").toList());
  }

  // ---- every setting -------------------------------------------------------------------------

  /** Lucene's limit on a word token (StandardTokenizer.MAX_TOKEN_LENGTH_LIMIT). */
  public static final int MAX_TOKEN_LENGTH_LIMIT = 1024 * 1024;

  public static final Setting<WordSegmentation> WORD_SEGMENTER =
      choice(
          "word_segmenter",
          WordSegmentation.class,
          WordSegmentation.STANDARD,
          "words as Lucene's StandardTokenizer (UAX #29, same types), as ICUTokenizer (dictionaries for Thai, Lao, Khmer, "
              + "Myanmar, CJK; same types), or no words (links only)");

  public static final Setting<Integer> MAX_TOKEN_LENGTH =
      integer(
          "max_token_length",
          255,
          1,
          MAX_TOKEN_LENGTH_LIMIT,
          "longest word for `standard`; longer words are split (as StandardTokenizer)");

  public static final Setting<Integer> MAX_LINK_LENGTH =
      integer(
          "max_link_length",
          LinkDetector.DEFAULT_MAX_LINK_LENGTH,
          LinkDetector.MIN_MAX_LINK_LENGTH,
          LinkDetector.MAX_MAX_LINK_LENGTH,
          "longest link in UTF-16 units; a longer URL is cut there and typed `<URL_TRUNCATED>`, a longer host or email "
              + "is no link");

  public static final Setting<String> TLD_FILE =
      text(
          "tld_file",
          null,
          "bundled list",
          "file name",
          "a Public Suffix List or IANA `tlds-alpha-by-domain.txt` replacing the bundled TLDs; a Public Suffix List also "
              + "gives the registrable domains wherever this component's links are faceted (in OpenSearch: a file inside "
              + "the node's config directory)");

  public static final Setting<SchemelessLinks> SCHEMELESS_LINKS =
      choice(
          "schemeless_links",
          SchemelessLinks.class,
          SchemelessLinks.ALL,
          "which links without a scheme count: `all` as UTS #58 (every host with a valid TLD), `precise` drops hosts "
              + "the text around them shows to be file names or code identifiers (`src/setup.py`, `Makefile.in`, "
              + "`app.py:12:3`), `www_only` keeps only `www.` hosts; URLs with a scheme and emails count in every mode");

  public static final Setting<String> FILE_EXTENSIONS_FILE =
      text(
          "file_extensions_file",
          null,
          "bundled list",
          "file name",
          "file extensions that `schemeless_links: precise` takes a TLD for a file name by (one per line, names that "
              + "take any extension as `Makefile.*`, or a MIME "
              + "database such as Apache Tika's `tika-mimetypes.xml` or freedesktop.org's, or Pygments' `_mapping.py`), "
              + "replacing the bundled list derived from Tika's and freedesktop.org's MIME databases and Pygments' "
              + "configuration files (`uts58 extensions FILE...` writes the bundled "
              + "list and others' as one); RFC 1591's generic TLDs (com, org, net …) never count");

  /**
   * {@link #SCHEMELESS_LINKS} where links are counted as facets (ingest processor, command line).
   */
  static final Setting<SchemelessLinks> SCHEMELESS_LINKS_FOR_FACETS =
      SCHEMELESS_LINKS.withDefault(SchemelessLinks.PRECISE, "`precise`");

  /** The §8 check settings, {@code check_<name>}, in {@link LinkCheck} order. */
  public static final Map<LinkCheck, Setting<LinkCheck.Mode>> CHECKS = checks();

  private static Map<LinkCheck, Setting<LinkCheck.Mode>> checks() {
    Map<LinkCheck, String> meanings =
        Map.of(
            LinkCheck.INVALID_TLD,
            "§8: TLD with a digit, hyphen, CONTEXTJ/CONTEXTO character, or a single ASCII letter",
            LinkCheck.CONFUSABLE_HOST,
            "§8/UTS #39: host character not Identifier_Status=Allowed, mixed scripts, or whole-script confusable with "
                + "an ASCII label",
            LinkCheck.INVISIBLE_CHARACTER,
            "§8: a Bidi_Control or other Default_Ignorable character in the link");
    Map<LinkCheck, Setting<LinkCheck.Mode>> checks = new EnumMap<>(LinkCheck.class);
    for (LinkCheck check : LinkCheck.values()) {
      checks.put(
          check,
          choice(
              "check_" + check.settingName(),
              LinkCheck.Mode.class,
              LinkCheck.Mode.OFF,
              meanings.get(check)));
    }
    return Collections.unmodifiableMap(checks);
  }

  public static final Setting<Boolean> ADJUST_START =
      bool(
          "adjust_start",
          false,
          "§8: start a scheme-less link after the last change of Line_Break=Ideographic/Complex_Context in its host "
              + "(`ウェブサイトはexample.com` → `example.com`); a link left without a valid domain is dropped");

  public static final Setting<Boolean> KEEP_SCHEME =
      bool(
          "keep_scheme",
          false,
          "keep `http://`/`https://` (by default URLs with and without a scheme are equal)");

  public static final Setting<Boolean> DROP_DEFAULT_PORT =
      bool(
          "drop_default_port",
          true,
          "drop `:80` (http, scheme-less, or with its scheme dropped) and `:443` (https)");

  public static final Setting<Boolean> DROP_FRAGMENT = bool("drop_fragment", false, "drop `#…`");

  public static final Setting<Boolean> KEEP_REMAINDER =
      bool(
          "keep_remainder",
          true,
          "keep the text around links (pieces with a letter or digit, with the token's type), and tokens without links; "
              + "`false`: links only");

  public static final Setting<Set<UrlPartsSettings.Part>> PARTS =
      choices(
          "parts",
          UrlPartsSettings.Part.class,
          Setting::lowerName,
          Collections.unmodifiableSet(
              EnumSet.of(
                  UrlPartsSettings.Part.HOST,
                  UrlPartsSettings.Part.REGISTRABLE_DOMAIN,
                  UrlPartsSettings.Part.EMAIL_DOMAIN)),
          "`host`, `registrable_domain`, `email_domain`",
          String.join(
              ", ",
              EnumSet.allOf(UrlPartsSettings.Part.class).stream()
                  .map(p -> "`" + lowerName(p) + "` `" + p.tokenType + "`")
                  .toList()),
          "parts to emit");

  public static final Setting<Boolean> HOST_HIERARCHY =
      bool(
          "host_hierarchy",
          false,
          "every host suffix down to the registrable domain: `a.b.example.co.uk`, `b.example.co.uk`, `example.co.uk`");

  public static final Setting<Boolean> PATH_HIERARCHY =
      bool("path_hierarchy", false, "every path prefix: `/a`, `/a/b`, `/a/b/c`");

  public static final Setting<Boolean> KEEP_LINK =
      bool("keep_link", true, "keep the link token itself");

  public static final Setting<Boolean> PRIVATE_SUFFIXES =
      bool(
          "private_suffixes",
          true,
          "registrable domains use the Public Suffix List's private section too (`foo.blogspot.com` rather than "
              + "`blogspot.com`)");

  /** Without a bound a link of length L would emit about L/2 prefixes totalling L²/4 chars. */
  public static final Setting<Integer> MAX_HIERARCHY_DEPTH =
      integer(
          "max_hierarchy_depth",
          32,
          1,
          1024,
          "most ancestors a hierarchy emits besides the whole host or path: the parent domains nearest the registrable "
              + "domain, the path prefixes nearest the root (bounds the output of adversarial links)");

  public static final Setting<String> FIELD =
      text("field", null, "required", "field name", "the text to read");

  public static final Setting<String> TARGET_FIELD =
      text("target_field", "links", "`links`", "field name", "object that receives the arrays");

  public static final Setting<Set<LinkFacets.Facet>> OUTPUTS =
      choices(
          "outputs",
          LinkFacets.Facet.class,
          LinkFacets.Facet::fieldName,
          Collections.unmodifiableSet(EnumSet.allOf(LinkFacets.Facet.class)),
          "all five",
          String.join(
              ", ",
              EnumSet.allOf(LinkFacets.Facet.class).stream()
                  .map(f -> "`" + f.fieldName() + "`")
                  .toList()),
          "arrays to write");

  public static final Setting<Boolean> IGNORE_MISSING =
      bool(
          "ignore_missing",
          false,
          "leave documents without the field (or with null) unchanged instead of failing");

  public static final Setting<Boolean> DISPLAY =
      bool(
          "display",
          false,
          "also write `display`: each link's bidi-safe display form (PRI 185, see `uts58 display`)");
}
