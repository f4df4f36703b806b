package io.github.uts58.opensearch;

import io.github.uts58.core.BidiDisplay;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkCheck;
import io.github.uts58.core.LinkChecker;
import io.github.uts58.core.LinkDetector;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.core.TopLevelDomains;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.opensearch.env.Environment;
import org.opensearch.ingest.AbstractProcessor;
import org.opensearch.ingest.ConfigurationUtils;
import org.opensearch.ingest.IngestDocument;
import org.opensearch.ingest.Processor;

/**
 * Ingest processor {@code uts58_links}: detects the links in a text field (a string or an array of
 * strings) and writes, under {@code target_field}, arrays of distinct normalized URLs, hosts,
 * registrable domains, emails and email domains — keyword fields for {@code terms} aggregations.
 * Optionally applies the UTS #58 §8 checks ({@code suspicious_links}: each flagged link with its
 * reasons) and writes PRI 185 display forms ({@code display}).
 */
public final class Uts58LinksProcessor extends AbstractProcessor {
  public static final String TYPE = "uts58_links";

  /** The arrays the processor can write, under these names. */
  enum Output {
    URLS(LinkFacets.Facet.URL),
    HOSTS(LinkFacets.Facet.HOST),
    DOMAINS(LinkFacets.Facet.DOMAIN),
    EMAILS(LinkFacets.Facet.EMAIL),
    EMAIL_DOMAINS(LinkFacets.Facet.EMAIL_DOMAIN);

    final LinkFacets.Facet facet;

    Output(LinkFacets.Facet facet) {
      this.facet = facet;
    }

    String fieldName() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  private final String field;
  private final String targetField;
  private final Set<Output> outputs;
  private final boolean ignoreMissing;
  private final LinkDetector detector;
  private final LinkFacets facets;
  private final LinkChecker checker;
  private final boolean display;

  Uts58LinksProcessor(String tag, String description, String field, String targetField, Set<Output> outputs,
      boolean ignoreMissing, LinkDetector detector, LinkFacets facets, LinkChecker checker, boolean display) {
    super(tag, description);
    this.checker = checker;
    this.display = display;
    this.field = field;
    this.targetField = targetField;
    this.outputs = outputs;
    this.ignoreMissing = ignoreMissing;
    this.detector = detector;
    this.facets = facets;
  }

  @Override
  public String getType() {
    return TYPE;
  }

  @Override
  public IngestDocument execute(IngestDocument document) {
    Object value = document.getFieldValue(field, Object.class, ignoreMissing);
    if (value == null) {
      if (ignoreMissing) {
        return document;
      }
      throw new IllegalArgumentException("field [" + field + "] is null, cannot detect links in it");
    }
    List<String> texts = new ArrayList<>();
    if (value instanceof String s) {
      texts.add(s);
    } else if (value instanceof List<?> list) {
      for (Object item : list) {
        if (item instanceof String s) {
          texts.add(s);
        } else if (item != null) {
          throw new IllegalArgumentException("field [" + field + "] has a value of type ["
              + item.getClass().getSimpleName() + "]; only text (a string or an array of strings) can hold links");
        }
      }
    } else {
      throw new IllegalArgumentException("field [" + field + "] is of type [" + value.getClass().getSimpleName()
          + "]; only text (a string or an array of strings) can hold links");
    }
    Map<LinkFacets.Facet, Set<String>> found = LinkFacets.newValues();
    List<Map<String, Object>> suspicious = new ArrayList<>();
    Set<String> displays = new LinkedHashSet<>();
    for (String text : texts) {
      for (Link detected : detector.detect(text)) {
        Link link = detected;
        if (!checker.isNone()) {
          LinkChecker.Verdict verdict = checker.check(text, detected, detector.topLevelDomains());
          if (verdict.rejected()) {
            continue;
          }
          link = verdict.kept(detected);
          if (!verdict.flags().isEmpty()) {
            suspicious.add(Map.of("link", link.text(text), "reasons", verdict.flagNames()));
          }
        }
        if (display) {
          displays.add(BidiDisplay.displayForm(link.text(text), link.type()));
        }
        facets.add(text, link, found);
      }
    }
    for (Output o : outputs) {
      document.setFieldValue(targetField + "." + o.fieldName(), new ArrayList<>(found.get(o.facet)));
    }
    if (!checker.isNone()) {
      document.setFieldValue(targetField + ".suspicious_links", suspicious);
    }
    if (display) {
      document.setFieldValue(targetField + ".display", new ArrayList<>(displays));
    }
    return document;
  }

  /** The processor's own properties (besides the framework's tag, if, description, on_failure, ignore_failure). */
  static final List<String> PROPERTIES = List.of("field", "target_field", "outputs", "ignore_missing", "max_link_length",
      "tld_file", "keep_scheme", "drop_default_port", "drop_fragment", "private_suffixes", "check_invalid_tld",
      "check_confusable_host", "check_invisible_character", "adjust_start", "display");

  /** Reads and checks the processor's configuration; any problem fails pipeline creation. */
  static final class Factory implements Processor.Factory {
    private final Environment environment;

    Factory(Environment environment) {
      this.environment = environment;
    }

    @Override
    public Uts58LinksProcessor create(Map<String, Processor.Factory> registry, String tag, String description,
        Map<String, Object> config) {
      String field = ConfigurationUtils.readStringProperty(TYPE, tag, config, "field");
      String targetField = ConfigurationUtils.readStringProperty(TYPE, tag, config, "target_field", "links");
      List<String> outputNames = ConfigurationUtils.readOptionalList(TYPE, tag, config, "outputs");
      Set<Output> outputs = EnumSet.allOf(Output.class);
      if (outputNames != null) {
        outputs = EnumSet.noneOf(Output.class);
        for (String name : outputNames) {
          try {
            outputs.add(Output.valueOf(String.valueOf(name).toUpperCase(Locale.ROOT)));
          } catch (IllegalArgumentException e) {
            throw ConfigurationUtils.newConfigurationException(TYPE, tag, "outputs",
                "unknown output [" + name + "]; allowed: urls, hosts, domains, emails, email_domains");
          }
        }
      }
      boolean ignoreMissing = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "ignore_missing", false);
      int maxLinkLength = ConfigurationUtils.readIntProperty(TYPE, tag, config, "max_link_length", LinkDetector.DEFAULT_MAX_LINK_LENGTH);
      if (maxLinkLength < 16 || maxLinkLength > 1 << 20) {
        throw ConfigurationUtils.newConfigurationException(TYPE, tag, "max_link_length",
            "must be between 16 and 1048576, got [" + maxLinkLength + "]");
      }
      String tldFile = ConfigurationUtils.readOptionalStringProperty(TYPE, tag, config, "tld_file");
      boolean keepScheme = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "keep_scheme", false);
      boolean dropDefaultPort = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "drop_default_port", true);
      boolean dropFragment = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "drop_fragment", false);
      boolean privateSuffixes = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "private_suffixes", true);
      Map<LinkCheck, LinkCheck.Mode> modes = new EnumMap<>(LinkCheck.class);
      for (LinkCheck check : LinkCheck.values()) {
        String property = "check_" + check.settingName();
        String mode = ConfigurationUtils.readStringProperty(TYPE, tag, config, property, "off");
        try {
          modes.put(check, LinkCheck.Mode.valueOf(mode.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
          throw ConfigurationUtils.newConfigurationException(TYPE, tag, property,
              "must be one of off, flag, reject; got [" + mode + "]");
        }
      }
      boolean adjustStart = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "adjust_start", false);
      boolean display = ConfigurationUtils.readBooleanProperty(TYPE, tag, config, "display", false);
      TopLevelDomains tlds;
      try {
        tlds = SettingsArgs.loadTlds(TYPE, environment, tldFile);
      } catch (IllegalArgumentException e) {
        throw ConfigurationUtils.newConfigurationException(TYPE, tag, "tld_file", e.getMessage());
      }
      LinkDetector.Builder builder = LinkDetector.builder().maxLinkLength(maxLinkLength);
      if (tlds != null) {
        builder.topLevelDomains(tlds);
      }
      LinkDetector detector = builder.build();
      // One configured list: the tld_file's Public Suffix List also gives the registrable domains.
      return new Uts58LinksProcessor(tag, description, field, targetField, outputs, ignoreMissing, detector,
          new LinkFacets(new LinkNormalizer(keepScheme, dropDefaultPort, dropFragment),
              detector.topLevelDomains().publicSuffixList(), privateSuffixes),
          LinkChecker.of(modes, adjustStart), display);
    }
  }
}
