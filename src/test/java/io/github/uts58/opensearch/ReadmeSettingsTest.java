package io.github.uts58.opensearch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import io.github.uts58.lucene.ComponentArgs;
import io.github.uts58.lucene.LinksFilterOptions;
import io.github.uts58.lucene.NormalizeOptions;
import io.github.uts58.lucene.Uts58TokenizerOptions;
import io.github.uts58.lucene.UrlPartsOptions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.Test;

/** README.md's settings tables list exactly the settings each component reads. */
public class ReadmeSettingsTest {

  /** Section heading (e.g. "`uts58` (tokenizer)") → settings in its table. */
  private static Map<String, Set<String>> readmeTables() throws Exception {
    Map<String, Set<String>> tables = new HashMap<>();
    String section = null;
    Pattern heading = Pattern.compile("^#### `([a-z0-9_]+)` \\(([a-z ]+)\\)$");
    Pattern row = Pattern.compile("^\\| `([a-z_]+)` \\|");
    for (String line : Files.readAllLines(Path.of("README.md"), StandardCharsets.UTF_8)) {
      Matcher h = heading.matcher(line);
      if (h.matches()) {
        section = h.group(1) + " " + h.group(2);
        tables.put(section, new LinkedHashSet<>());
        continue;
      }
      if (line.startsWith("#")) {
        section = null;
      }
      Matcher r = row.matcher(line);
      if (section != null && r.find()) {
        tables.get(section).add(r.group(1));
      }
    }
    return tables;
  }

  private static Set<String> known(String component, Consumer<ComponentArgs> parser) {
    ComponentArgs args = new ComponentArgs(component, Map.of());
    parser.accept(args);
    return new LinkedHashSet<>(args.known());
  }

  @Test
  public void tablesMatchTheCode() throws Exception {
    Map<String, Set<String>> readme = readmeTables();
    assertEquals(known("uts58", Uts58TokenizerOptions::parse), readme.get("uts58 tokenizer"));
    assertEquals(known("uts58", a -> {
      Uts58TokenizerOptions.parse(a);
      NormalizeOptions.parse(a);
    }), readme.get("uts58 analyzer"));
    assertEquals(known("uts58_links", LinksFilterOptions::parse), readme.get("uts58_links token filter"));
    assertEquals(known("uts58_normalize", NormalizeOptions::parse), readme.get("uts58_normalize token filter"));
    assertEquals(known("uts58_url_parts", UrlPartsOptions::parse), readme.get("uts58_url_parts token filter"));
    assertEquals(new LinkedHashSet<>(Uts58LinksProcessor.PROPERTIES), readme.get("uts58_links ingest processor"));
    assertEquals(Set.of(), readme.get("uts58_lowercase token filter"));
    assertEquals(7, readme.size());
  }

  /** The error the README quotes is the one a misspelt setting really gives. */
  @Test
  public void quotedErrorIsTheRealOne() throws Exception {
    ComponentArgs args = new ComponentArgs("uts58", Map.of("word_segmentr", "icu"));
    Uts58TokenizerOptions.parse(args);
    IllegalArgumentException e = org.junit.Assert.assertThrows(IllegalArgumentException.class, args::finish);
    String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    assertTrue(e.getMessage(), readme.contains("`" + e.getMessage() + "`"));
    // and the same text comes back from OpenSearch as the 400's reason (Uts58RestIntegrationTests)
  }

  /** Every property the processor documents is one it reads (the framework rejects any left over). */
  @Test
  public void processorReadsEveryDocumentedProperty() throws Exception {
    Map<String, Object> config = new HashMap<>();
    Map<String, Object> values = new HashMap<>(Map.of("field", "message", "target_field", "t", "outputs", List.of("urls"),
        "ignore_missing", true, "max_link_length", 100, "keep_scheme", true, "drop_default_port", false,
        "drop_fragment", true, "private_suffixes", false, "check_invalid_tld", "flag"));
    values.putAll(Map.of("check_confusable_host", "reject", "check_invisible_character", "off", "adjust_start", true,
        "display", true));
    config.putAll(values);
    assertEquals(Uts58LinksProcessor.PROPERTIES.size() - 1, config.size()); // all but tld_file, which needs a file
    new Uts58LinksProcessor.Factory(null).create(Map.of(), "tag", null, config);
    assertTrue("not read: " + config.keySet(), config.isEmpty());
  }
}
