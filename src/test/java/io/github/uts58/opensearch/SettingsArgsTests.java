package io.github.uts58.opensearch;

import io.github.uts58.core.TopLevelDomains;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.UrlPartsSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import org.opensearch.common.settings.Settings;
import org.opensearch.core.xcontent.MediaTypeRegistry;
import org.opensearch.env.Environment;
import org.opensearch.test.OpenSearchTestCase;

public class SettingsArgsTests extends OpenSearchTestCase {

  public void testArraysAndScalars() throws Exception {
    Settings settings =
        Settings.builder()
            .loadFromSource(
                "{\"type\":\"uts58_url_parts\",\"parts\":[\"host\",\"path\"],\"keep_link\":false,"
                    + "\"index.version.created\":1}",
                MediaTypeRegistry.JSON)
            .build();
    ComponentArgs args = SettingsArgs.of(Component.URL_PARTS_FILTER, "my_parts", settings);
    UrlPartsSettings options = UrlPartsSettings.read(args);
    args.finish(); // type and index.* are not reported as unknown
    assertEquals(
        EnumSet.of(UrlPartsSettings.Part.HOST, UrlPartsSettings.Part.PATH), options.parts());
    assertFalse(options.keepLink());
  }

  public void testErrorsNameTheInstanceAndTheSetting() {
    ComponentArgs args =
        SettingsArgs.of(
            Component.TOKENIZER,
            "links_tokenizer",
            Settings.builder().put("max_link_length", "3").build());
    IllegalArgumentException e =
        expectThrows(IllegalArgumentException.class, () -> DetectionSettings.read(args));
    assertEquals(
        "[links_tokenizer] of type [uts58] setting [max_link_length] must be between 16 and 1048576, got [3]",
        e.getMessage());
  }

  public void testTldFileMustStayInTheConfigDirectory() throws Exception {
    Path home = createTempDir();
    Path config = Files.createDirectories(home.resolve("config"));
    Files.createDirectories(config.resolve("analysis-uts58"));
    Files.writeString(config.resolve("analysis-uts58/tlds.txt"), "TEST\n");
    Environment env =
        new Environment(Settings.builder().put("path.home", home.toString()).build(), config);
    TopLevelDomains tlds = detection(env, "analysis-uts58/tlds.txt").detector().topLevelDomains();
    assertTrue(tlds.contains("test"));
    for (String bad : new String[] {"../x.txt", "/etc/hosts", "analysis-uts58/../../x"}) {
      IllegalArgumentException e =
          expectThrows(IllegalArgumentException.class, () -> detection(env, bad));
      assertEquals(
          "[t] of type [uts58] setting [tld_file] cannot read ["
              + bad
              + "]: it must name a file inside the config directory",
          e.getMessage());
    }
    IllegalArgumentException missing =
        expectThrows(IllegalArgumentException.class, () -> detection(env, "nope.txt"));
    assertEquals(
        "[t] of type [uts58] setting [tld_file] cannot read [nope.txt]: no such file in the config directory",
        missing.getMessage());
  }

  private static io.github.uts58.core.LinkDetection detection(Environment env, String file) {
    ComponentArgs args = ComponentArgs.of(Component.TOKENIZER, "t", Map.of("tld_file", file));
    return SettingsArgs.detection(args, DetectionSettings.read(args), env);
  }

  public void testFileExtensionsFileInTheConfigDirectory() throws Exception {
    Path home = createTempDir();
    Path config = Files.createDirectories(home.resolve("config"));
    Files.writeString(config.resolve("ext.txt"), "de\n");
    Environment env =
        new Environment(Settings.builder().put("path.home", home.toString()).build(), config);
    ComponentArgs args =
        ComponentArgs.of(
            Component.TOKENIZER,
            "t",
            Map.of("schemeless_links", "precise", "file_extensions_file", "ext.txt"));
    io.github.uts58.core.LinkDetection detection =
        SettingsArgs.detection(args, DetectionSettings.read(args), env);
    assertEquals(0, detection.links("see gnu.de").size());
    ComponentArgs missing =
        ComponentArgs.of(Component.TOKENIZER, "t", Map.of("file_extensions_file", "nope.txt"));
    IllegalArgumentException e =
        expectThrows(
            IllegalArgumentException.class,
            () -> SettingsArgs.detection(missing, DetectionSettings.read(missing), env));
    assertEquals(
        "[t] of type [uts58] setting [file_extensions_file] cannot read [nope.txt]: no such file in the config "
            + "directory",
        e.getMessage());
  }
}
