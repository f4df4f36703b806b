package io.github.uts58.settings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The components users configure, each with its type name and the settings it reads, in the order
 * of the settings reference. A setting shared by several components is the same {@link Setting}
 * everywhere: same name, default, values and meaning.
 */
public enum Component {
  TOKENIZER(
      "uts58",
      "tokenizer",
      List.of(Setting.WORD_SEGMENTER, Setting.MAX_TOKEN_LENGTH),
      Group.DETECTION),
  ANALYZER(
      "uts58",
      "analyzer",
      List.of(Setting.WORD_SEGMENTER, Setting.MAX_TOKEN_LENGTH),
      Group.DETECTION,
      Group.NORMALIZATION),
  LINKS_FILTER("uts58_links", "token filter", List.of(Setting.KEEP_REMAINDER), Group.DETECTION),
  NORMALIZE_FILTER("uts58_normalize", "token filter", List.of(), Group.NORMALIZATION),
  URL_PARTS_FILTER(
      "uts58_url_parts",
      "token filter",
      List.of(
          Setting.PARTS,
          Setting.HOST_HIERARCHY,
          Setting.PATH_HIERARCHY,
          Setting.KEEP_LINK,
          Setting.PRIVATE_SUFFIXES,
          Setting.MAX_HIERARCHY_DEPTH,
          Setting.TLD_FILE)),
  LOWERCASE_FILTER("uts58_lowercase", "token filter", List.of()),
  /**
   * Made for facets: {@code schemeless_links} defaults to {@code precise} (README, "Links in real
   * text").
   */
  LINKS_PROCESSOR(
      "uts58_links",
      "ingest processor",
      List.of(Setting.FIELD, Setting.TARGET_FIELD, Setting.OUTPUTS, Setting.IGNORE_MISSING),
      Group.DETECTION,
      Group.NORMALIZATION,
      Group.PROCESSOR_EXTRAS) {
    @Override
    List<Setting<?>> overrides() {
      return List.of(Setting.SCHEMELESS_LINKS_FOR_FACETS);
    }
  },
  /**
   * The detection options of the command line's {@code index}, {@code search} and {@code demo}:
   * like the processor, made for facets of real text.
   */
  COMMAND_LINE("uts58", "command line", List.of(), Group.DETECTION) {
    @Override
    List<Setting<?>> overrides() {
      return List.of(Setting.SCHEMELESS_LINKS_FOR_FACETS);
    }
  },
  /** The detection options of {@code uts58 detect}: UTS #58 exactly, as the analysis components. */
  DETECT_COMMAND("uts58 detect", "command line", List.of(), Group.DETECTION);

  /** Settings that several components share, read together. */
  enum Group {
    /** {@link DetectionSettings}. */
    DETECTION(detection()),
    /** {@link NormalizationSettings}. */
    NORMALIZATION(List.of(Setting.KEEP_SCHEME, Setting.DROP_DEFAULT_PORT, Setting.DROP_FRAGMENT)),
    PROCESSOR_EXTRAS(List.of(Setting.PRIVATE_SUFFIXES, Setting.DISPLAY));

    final List<Setting<?>> settings;

    Group(List<Setting<?>> settings) {
      this.settings = settings;
    }

    /** The component whose reference explains these settings, or null: the first that has them. */
    Component home() {
      return switch (this) {
        case DETECTION -> TOKENIZER;
        case NORMALIZATION -> NORMALIZE_FILTER;
        case PROCESSOR_EXTRAS -> null;
      };
    }

    private static List<Setting<?>> detection() {
      List<Setting<?>> list =
          new ArrayList<>(
              List.of(
                  Setting.MAX_LINK_LENGTH,
                  Setting.TLD_FILE,
                  Setting.SCHEMELESS_LINKS,
                  Setting.FILE_EXTENSIONS_FILE));
      list.addAll(Setting.CHECKS.values());
      list.add(Setting.ADJUST_START);
      return List.copyOf(list);
    }
  }

  private final String typeName;
  private final String kind;
  private final List<Setting<?>> declared;
  private final List<Setting<?>> settings;

  Component(String typeName, String kind, List<Setting<?>> own, Group... groups) {
    this.typeName = typeName;
    this.kind = kind;
    List<Setting<?>> all = new ArrayList<>(own);
    for (Group g : groups) {
      all.addAll(g.settings);
    }
    this.declared = List.copyOf(all);
    for (Setting<?> o :
        overrides()) { // a constant's body is dispatched to already; it only names constants
      all.replaceAll(s -> s.name().equals(o.name()) ? o : s);
    }
    this.settings = Collections.unmodifiableList(all);
  }

  /** Settings whose default differs for this component: the same name, values and meaning. */
  List<Setting<?>> overrides() {
    return List.of();
  }

  /**
   * This component's version of {@code setting}: itself, or the one with this component's default.
   */
  @SuppressWarnings("unchecked")
  <T> Setting<T> own(Setting<T> setting) {
    for (Setting<?> s : settings()) {
      if (s.name().equals(setting.name())) {
        return (Setting<T>) s;
      }
    }
    return setting;
  }

  /** The name users give as {@code "type"} (OpenSearch) or the SPI name (Lucene). */
  public String typeName() {
    return typeName;
  }

  /** tokenizer, analyzer, token filter, ingest processor, command line. */
  public String kind() {
    return kind;
  }

  public List<Setting<?>> settings() {
    return settings;
  }

  /**
   * The component's table in README.md's settings reference: one row per setting with its default,
   * values and meaning; a setting an earlier component already explains refers to it.
   */
  public String referenceTable() {
    StringBuilder out =
        new StringBuilder("| setting | default | values | meaning |\n|---|---|---|---|\n");
    for (Setting<?> s : settings()) {
      out.append("| `")
          .append(s.name())
          .append("` | ")
          .append(s.defaultText())
          .append(" | ")
          .append(s.valuesText())
          .append(" | ")
          .append(explainedBy(s) == this ? s.meaning() : "as " + explainedBy(s).title())
          .append(" |\n");
    }
    return out.toString();
  }

  /** How the settings reference names the component: {@code `uts58` (tokenizer)}. */
  public String title() {
    return "`" + typeName + "` (" + kind + ")";
  }

  private static Component explainedBy(Setting<?> setting) {
    for (Group g : Group.values()) {
      if (g.home() != null && g.settings.stream().anyMatch(s -> s.name().equals(setting.name()))) {
        return g.home();
      }
    }
    for (Component c : values()) {
      if (c.declared.contains(setting)) {
        return c;
      }
    }
    throw new IllegalStateException(setting.name());
  }
}
