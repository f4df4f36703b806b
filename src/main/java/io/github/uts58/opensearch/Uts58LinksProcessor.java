package io.github.uts58.opensearch;

import io.github.uts58.core.BidiDisplay;
import io.github.uts58.core.Link;
import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.LinkFacets;
import io.github.uts58.core.LinkNormalizer;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.NormalizationSettings;
import io.github.uts58.settings.Setting;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
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
  public static final String TYPE = Component.LINKS_PROCESSOR.typeName();

  private final String field;
  private final String targetField;
  private final Set<LinkFacets.Facet> outputs;
  private final boolean ignoreMissing;
  private final LinkDetection detection;
  private final LinkFacets facets;
  private final boolean display;

  Uts58LinksProcessor(
      String tag,
      String description,
      String field,
      String targetField,
      Set<LinkFacets.Facet> outputs,
      boolean ignoreMissing,
      LinkDetection detection,
      LinkFacets facets,
      boolean display) {
    super(tag, description);
    this.field = field;
    this.targetField = targetField;
    this.outputs = outputs;
    this.ignoreMissing = ignoreMissing;
    this.detection = detection;
    this.facets = facets;
    this.display = display;
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
      throw new IllegalArgumentException(
          "field [" + field + "] is null, cannot detect links in it");
    }
    List<String> texts = new ArrayList<>();
    if (value instanceof String s) {
      texts.add(s);
    } else if (value instanceof List<?> list) {
      for (Object item : list) {
        if (item instanceof String s) {
          texts.add(s);
        } else if (item != null) {
          throw new IllegalArgumentException(
              "field ["
                  + field
                  + "] has a value of type ["
                  + item.getClass().getSimpleName()
                  + "]; only text (a string or an array of strings) can hold links");
        }
      }
    } else {
      throw new IllegalArgumentException(
          "field ["
              + field
              + "] is of type ["
              + value.getClass().getSimpleName()
              + "]; only text (a string or an array of strings) can hold links");
    }
    Map<LinkFacets.Facet, Set<String>> found = LinkFacets.newValues();
    List<Map<String, Object>> suspicious = new ArrayList<>();
    Set<String> displays = new LinkedHashSet<>();
    for (String text : texts) {
      for (LinkDetection.CheckedLink checked : detection.links(text)) {
        Link link = checked.link();
        if (!checked.flags().isEmpty()) {
          suspicious.add(Map.of("link", link.text(text), "reasons", checked.flags()));
        }
        if (display) {
          displays.add(BidiDisplay.displayForm(link.text(text), link.type()));
        }
        facets.add(text, link, found);
      }
    }
    for (LinkFacets.Facet o : outputs) {
      document.setFieldValue(targetField + "." + o.fieldName(), new ArrayList<>(found.get(o)));
    }
    if (!detection.checker().isNone()) {
      document.setFieldValue(targetField + ".suspicious_links", suspicious);
    }
    if (display) {
      document.setFieldValue(targetField + ".display", new ArrayList<>(displays));
    }
    return document;
  }

  /**
   * Reads and checks the processor's configuration with the settings model every component uses
   * ({@link Component#LINKS_PROCESSOR}); any problem fails pipeline creation naming the property.
   */
  static final class Factory implements Processor.Factory {
    private final Environment environment;

    Factory(Environment environment) {
      this.environment = environment;
    }

    @Override
    public Uts58LinksProcessor create(
        Map<String, Processor.Factory> registry,
        String tag,
        String description,
        Map<String, Object> config) {
      Map<String, String> properties = new TreeMap<>();
      for (Map.Entry<String, Object> e : config.entrySet()) {
        Object v = e.getValue();
        if (v instanceof Map<?, ?>) {
          throw ConfigurationUtils.newConfigurationException(
              TYPE, tag, e.getKey(), "must be a value or a list, got an object");
        }
        if (v != null) {
          properties.put(
              e.getKey(),
              v instanceof List<?> list
                  ? String.join(",", list.stream().map(String::valueOf).toList())
                  : String.valueOf(v));
        }
      }
      config.clear(); // every property is ours; finish() rejects the unknown ones by name
      ComponentArgs args = ComponentArgs.of(Component.LINKS_PROCESSOR, tag, properties);
      try {
        String field = args.require(Setting.FIELD);
        String targetField = args.get(Setting.TARGET_FIELD);
        Set<LinkFacets.Facet> outputs = args.get(Setting.OUTPUTS);
        boolean ignoreMissing = args.get(Setting.IGNORE_MISSING);
        DetectionSettings detectionSettings = DetectionSettings.read(args);
        LinkNormalizer normalizer = NormalizationSettings.read(args);
        boolean privateSuffixes = args.get(Setting.PRIVATE_SUFFIXES);
        boolean display = args.get(Setting.DISPLAY);
        args.finish();
        LinkDetection detection = SettingsArgs.detection(args, detectionSettings, environment);
        // One configured list: the tld_file's Public Suffix List also gives the registrable
        // domains.
        LinkFacets facets =
            new LinkFacets(
                normalizer,
                detection.detector().topLevelDomains().publicSuffixList(),
                privateSuffixes);
        return new Uts58LinksProcessor(
            tag,
            description,
            field,
            targetField,
            outputs,
            ignoreMissing,
            detection,
            facets,
            display);
      } catch (ComponentArgs.SettingException e) {
        throw ConfigurationUtils.newConfigurationException(TYPE, tag, e.setting(), e.detail());
      }
    }
  }
}
