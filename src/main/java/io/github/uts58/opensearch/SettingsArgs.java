package io.github.uts58.opensearch;

import io.github.uts58.core.LinkDetection;
import io.github.uts58.core.PublicSuffixList;
import io.github.uts58.settings.Component;
import io.github.uts58.settings.ComponentArgs;
import io.github.uts58.settings.DetectionSettings;
import io.github.uts58.settings.Setting;
import io.github.uts58.settings.UrlPartsSettings;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.lucene.util.ResourceLoader;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;

/**
 * Turns a component's OpenSearch {@link Settings} into the {@link ComponentArgs} every surface
 * reads, and opens files named in settings inside the node's config directory. The one place that
 * knows OpenSearch's config-directory API.
 */
final class SettingsArgs {
  private SettingsArgs() {}

  /** The settings of the instance {@code name} of {@code component}. */
  static ComponentArgs of(Component component, String name, Settings settings) {
    Map<String, String> map = new TreeMap<>();
    for (String key : settings.keySet()) {
      if (key.equals("type") || key.startsWith("index.")) {
        continue; // the component's name, and what OpenSearch adds (index.version.created)
      }
      String value = settings.get(key);
      List<String> list = settings.getAsList(key);
      // Settings.get returns a list's toString(); getAsList splits a scalar on commas instead.
      boolean isList = value != null && value.equals(list.toString());
      map.put(key, isList ? String.join(",", list) : value);
    }
    return ComponentArgs.of(component, name, map);
  }

  /**
   * The detection {@code settings} describe, its files opened in the config directory; a bad file
   * is an error naming its setting.
   */
  static LinkDetection detection(
      ComponentArgs args, DetectionSettings settings, Environment environment) {
    boolean files = settings.tldFile() != null || settings.fileExtensionsFile() != null;
    try {
      return settings.build(files ? configDirectory(environment) : null);
    } catch (DetectionSettings.FileSettingException e) {
      throw args.fileError(e.setting(), (Exception) e.getCause());
    }
  }

  /** The suffix list of {@code uts58_url_parts}: {@code tld_file}'s, or the bundled one. */
  static PublicSuffixList suffixes(
      ComponentArgs args, UrlPartsSettings settings, Environment environment) {
    try {
      return settings.suffixes(settings.tldFile() == null ? null : configDirectory(environment));
    } catch (IOException | IllegalArgumentException e) {
      throw args.fileError(Setting.TLD_FILE, e);
    }
  }

  /** Opens files by a name relative to the node's config directory; nothing outside it. */
  static ResourceLoader configDirectory(Environment environment) {
    Path dir = configDir(environment).toAbsolutePath().normalize();
    return new ResourceLoader() {
      @Override
      public InputStream openResource(String file) throws IOException {
        Path path = dir.resolve(file).normalize();
        if (Path.of(file).isAbsolute() || !path.startsWith(dir)) {
          throw new IOException("it must name a file inside the config directory");
        }
        if (!Files.isRegularFile(path)) {
          throw new IOException("no such file in the config directory");
        }
        return Files.newInputStream(path);
      }

      @Override
      public <T> Class<? extends T> findClass(String cname, Class<T> expectedType) {
        throw new UnsupportedOperationException("settings name files, not classes");
      }
    };
  }

  /**
   * The node's config directory. The one OpenSearch API this plugin uses that differs between the
   * supported lines: {@code Environment.configDir()} in 3.x, {@code configFile()} in 2.x.
   */
  static Path configDir(Environment environment) {
    try {
      return (Path) CONFIG_DIR.invoke(environment);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot read the config directory from " + CONFIG_DIR, e);
    }
  }

  private static final Method CONFIG_DIR = configDirMethod();

  private static Method configDirMethod() {
    for (String name : new String[] {"configDir", "configFile"}) {
      try {
        return Environment.class.getMethod(name);
      } catch (NoSuchMethodException e) {
        // the other line's name
      }
    }
    throw new IllegalStateException(
        "OpenSearch Environment has neither configDir() nor configFile()");
  }
}
