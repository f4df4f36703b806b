package io.github.uts58.cli;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.lucene.Uts58Analyzer;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.WordSegmentation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.util.FilesystemResourceLoader;

/**
 * The detection settings of the analysis components on the command line, so a user can reproduce in
 * a terminal exactly what the analyzer does: each detection setting {@code name_with_underscores}
 * is the option {@code --name-with-hyphens VALUE} ({@code --max-link-length 16}, {@code --tld-file
 * F}, {@code --schemeless-links all}), read with the components' own definitions, so names, ranges
 * and errors are theirs. Defaults: {@code detect} is UTS #58 exactly ({@link
 * Component#DETECT_COMMAND}); {@code index}, {@code search} and {@code demo} count facets and drop
 * file names ({@link Component#COMMAND_LINE}: {@code schemeless_links} is {@code precise}).
 */
final class DetectionOptions {
  final LinkDetection detection;
  final LinkFacets facets;

  private DetectionOptions(LinkDetection detection) {
    this.detection = detection;
    // one configured list: a Public Suffix List given as --tld-file also gives the registrable
    // domains
    this.facets =
        new LinkFacets(
            LinkNormalizer.getDefault(),
            detection.detector().topLevelDomains().publicSuffixList(),
            Setting.PRIVATE_SUFFIXES.defaultValue());
  }

  /**
   * The defaults of {@code index}, {@code search} and {@code demo} ({@link
   * Component#COMMAND_LINE}).
   */
  static DetectionOptions defaults() {
    try {
      return of("index", Map.of());
    } catch (IOException e) {
      throw new AssertionError("no file is named by default", e);
    }
  }

  /** Every detection option, for a command's list of options that take a value. */
  static List<String> options() {
    List<String> options = new ArrayList<>();
    for (Setting<?> s : Component.COMMAND_LINE.settings()) {
      options.add(ComponentArgs.optionName(s.name()));
    }
    return options;
  }

  /**
   * The settings from parsed command-line options ({@code --option → value}); a bad value is an
   * {@link IllegalArgumentException} naming the option, an unreadable {@code --tld-file} or {@code
   * --file-extensions-file} an IOException naming it.
   */
  static DetectionOptions of(String command, Map<String, String> options) throws IOException {
    Map<String, String> settings = new LinkedHashMap<>();
    for (Setting<?> s : Component.COMMAND_LINE.settings()) {
      String value = options.get(ComponentArgs.optionName(s.name()));
      if (value != null) {
        settings.put(s.name(), value);
      }
    }
    Component component =
        command.equals("detect") ? Component.DETECT_COMMAND : Component.COMMAND_LINE;
    ComponentArgs args = ComponentArgs.commandLine(component, command, settings);
    DetectionSettings detection = DetectionSettings.read(args);
    args.finish();
    try {
      return new DetectionOptions(
          detection.build(
              new FilesystemResourceLoader(Path.of(""), DetectionOptions.class.getClassLoader())));
    } catch (DetectionSettings.FileSettingException e) {
      throw new IOException(
          ComponentArgs.optionName(e.setting().name())
              + " "
              + settings.get(e.setting().name())
              + ": "
              + e.getMessage(),
          e);
    }
  }

  /** The links of {@code text} as the components keep them after the §8 checks. */
  List<LinkDetection.CheckedLink> links(String text) {
    return detection.links(text);
  }

  /** The facet values of the links of {@code text}, as {@link #links} keeps them. */
  Map<LinkFacets.Facet, Set<String>> values(String text) {
    Map<LinkFacets.Facet, Set<String>> values = LinkFacets.newValues();
    for (LinkDetection.CheckedLink c : links(text)) {
      facets.add(text, c.link(), values);
    }
    return values;
  }

  /** The {@code uts58} analyzer with these settings, as the index's message field uses it. */
  Analyzer analyzer() {
    return new Uts58Analyzer(
        detection,
        WordSegmentation.STANDARD,
        Setting.MAX_TOKEN_LENGTH.defaultValue(),
        facets.normalizer());
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "max link length %d, %s",
        detection.detector().maxLinkLength(),
        detection.detector().topLevelDomains().source());
  }
}
