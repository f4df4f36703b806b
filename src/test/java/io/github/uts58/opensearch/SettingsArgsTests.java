package io.github.uts58.opensearch;

import io.github.uts58.lucene.UrlPartsOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import org.opensearch.common.settings.Settings;
import org.opensearch.core.xcontent.MediaTypeRegistry;
import org.opensearch.env.Environment;
import org.opensearch.test.OpenSearchTestCase;

public class SettingsArgsTests extends OpenSearchTestCase {

  public void testArraysAndScalars() throws Exception {
    Settings settings = Settings.builder()
        .loadFromSource("{\"type\":\"uts58_url_parts\",\"parts\":[\"host\",\"path\"],\"keep_link\":false,"
            + "\"index.version.created\":1}", MediaTypeRegistry.JSON)
        .build();
    var args = SettingsArgs.of("uts58_url_parts", settings);
    UrlPartsOptions options = UrlPartsOptions.parse(args);
    args.finish(); // type and index.* are not reported as unknown
    assertEquals(java.util.EnumSet.of(UrlPartsOptions.Part.HOST, UrlPartsOptions.Part.PATH), options.parts);
    assertFalse(options.keepLink);
  }

  public void testTldFileMustStayInTheConfigDirectory() throws Exception {
    Path home = createTempDir();
    Path config = Files.createDirectories(home.resolve("config"));
    Files.createDirectories(config.resolve("analysis-uts58"));
    Files.writeString(config.resolve("analysis-uts58/tlds.txt"), "TEST\n");
    Environment env = new Environment(Settings.builder().put("path.home", home.toString()).build(), config);
    assertTrue(SettingsArgs.loadTlds("uts58", env, "analysis-uts58/tlds.txt").contains("test"));
    assertNull(SettingsArgs.loadTlds("uts58", env, null));
    for (String bad : new String[] {"../x.txt", "/etc/hosts", "analysis-uts58/../../x"}) {
      IllegalArgumentException e = expectThrows(IllegalArgumentException.class, () -> SettingsArgs.loadTlds("uts58", env, bad));
      assertTrue(e.getMessage(), e.getMessage().contains("[uts58] setting [tld_file] must name a file inside the config directory"));
    }
    IllegalArgumentException missing = expectThrows(IllegalArgumentException.class, () -> SettingsArgs.loadTlds("uts58", env, "nope.txt"));
    assertTrue(missing.getMessage(), missing.getMessage().contains("not found"));
  }
}
