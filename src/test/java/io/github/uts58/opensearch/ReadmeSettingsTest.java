package io.github.uts58.opensearch;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;

import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.Setting;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.tests.util.LuceneTestCase;
import org.junit.Test;

/**
 * README.md's settings reference is the settings model's: under each component's heading, the table
 * is exactly {@link Component#referenceTable()}. Run with {@code -Duts58.readme.update=true} to
 * rewrite the tables from the model.
 */
public class ReadmeSettingsTest extends LuceneTestCase {
  private static final Path README = Path.of("README.md");

  /** The line range [from, to) of the table under {@code heading}. */
  private static int[] table(List<String> lines, String heading) {
    int h = lines.indexOf(heading);
    assertTrue("README.md has no heading " + heading, h >= 0);
    int from = h + 1;
    while (from < lines.size() && !lines.get(from).startsWith("|")) {
      assertTrue("no table under " + heading, !lines.get(from).startsWith("#"));
      from++;
    }
    int to = from;
    while (to < lines.size() && lines.get(to).startsWith("|")) {
      to++;
    }
    return new int[] {from, to};
  }

  @Test
  public void tablesAreTheSettingsModel() throws Exception {
    List<String> lines = new ArrayList<>(Files.readAllLines(README, StandardCharsets.UTF_8));
    boolean update = Boolean.getBoolean("uts58.readme.update");
    for (Component c : Component.values()) {
      if (c == Component.COMMAND_LINE || c == Component.DETECT_COMMAND) {
        continue; // its options are the detection settings, named in the "Command line" section
      }
      String heading = "#### " + c.title();
      if (c.settings().isEmpty()) {
        int h = lines.indexOf(heading);
        assertTrue(
            heading, h >= 0 && (lines.get(h + 2) + lines.get(h + 3)).contains("No settings"));
        continue;
      }
      int[] range = table(lines, heading);
      String expected = c.referenceTable();
      if (update) {
        lines.subList(range[0], range[1]).clear();
        lines.addAll(range[0], List.of(expected.split("\n")));
      } else {
        assertEquals(
            "README.md table of " + heading + " (rewrite with -Duts58.readme.update=true)",
            expected,
            String.join("\n", lines.subList(range[0], range[1])) + "\n");
      }
    }
    if (update) {
      Files.write(README, lines, StandardCharsets.UTF_8);
    }
  }

  /** The error the README quotes is the one a misspelt setting really gives. */
  @Test
  public void quotedErrorIsTheRealOne() throws Exception {
    ComponentArgs args =
        ComponentArgs.of(Component.TOKENIZER, "links_tokenizer", Map.of("word_segmentr", "icu"));
    for (Setting<?> s : Component.TOKENIZER.settings()) {
      args.get(s);
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, args::finish);
    String readme = Files.readString(README, StandardCharsets.UTF_8);
    assertTrue(e.getMessage(), readme.contains("`" + e.getMessage() + "`"));
    // and the same text comes back from OpenSearch as the 400's reason (Uts58RestIntegrationTests)
  }

  /**
   * Every property the processor documents is one it reads (finish() checks the reader against the
   * model).
   */
  @Test
  public void processorReadsEveryDocumentedProperty() throws Exception {
    Map<String, Object> config =
        new HashMap<>(
            Map.of(
                "field",
                "message",
                "target_field",
                "t",
                "outputs",
                List.of("urls"),
                "ignore_missing",
                true,
                "max_link_length",
                100,
                "keep_scheme",
                true,
                "drop_default_port",
                false,
                "drop_fragment",
                true,
                "private_suffixes",
                false,
                "check_invalid_tld",
                "flag"));
    config.putAll(
        Map.of(
            "check_confusable_host",
            "reject",
            "check_invisible_character",
            "off",
            "adjust_start",
            true,
            "display",
            true,
            "schemeless_links",
            "precise"));
    assertEquals(
        Component.LINKS_PROCESSOR.settings().size() - 2, config.size()); // all but the two files
    assertNotNull(new Uts58LinksProcessor.Factory(null).create(Map.of(), "tag", null, config));
    assertTrue("not read: " + config.keySet(), config.isEmpty());
  }
}
