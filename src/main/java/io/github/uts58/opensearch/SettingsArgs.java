package io.github.uts58.opensearch;

import io.github.uts58.core.TopLevelDomains;
import io.github.uts58.lucene.ComponentArgs;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.opensearch.common.settings.Settings;
import org.opensearch.env.Environment;

/**
 * Turns a component's OpenSearch {@link Settings} into the {@link ComponentArgs} the Lucene layer
 * parses, so both surfaces share names, defaults and checks; and resolves {@code tld_file} inside
 * the node's config directory. The one place that knows OpenSearch's config-directory API.
 */
final class SettingsArgs {
  private SettingsArgs() {}

  static ComponentArgs of(String component, Settings settings) {
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
    return new ComponentArgs(component, map);
  }

  /**
   * Loads {@code file} (a Public Suffix List or IANA TLD list), which must resolve inside the config
   * directory; null when no file is set.
   */
  static TopLevelDomains loadTlds(String component, Environment environment, String file) {
    if (file == null) {
      return null;
    }
    Path configDir = configDir(environment).toAbsolutePath().normalize();
    Path path = configDir.resolve(file).normalize();
    if (Path.of(file).isAbsolute() || !path.startsWith(configDir)) {
      throw new IllegalArgumentException(
          "[" + component + "] setting [tld_file] must name a file inside the config directory, got [" + file + "]");
    }
    if (!Files.isRegularFile(path)) {
      throw new IllegalArgumentException(
          "[" + component + "] setting [tld_file]: file [" + file + "] not found in the config directory");
    }
    try {
      return TopLevelDomains.load(path);
    } catch (IOException | IllegalArgumentException e) {
      throw new IllegalArgumentException("[" + component + "] setting [tld_file]: cannot read [" + file + "]: " + e.getMessage(), e);
    }
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

  private static final java.lang.reflect.Method CONFIG_DIR = configDirMethod();

  private static java.lang.reflect.Method configDirMethod() {
    for (String name : new String[] {"configDir", "configFile"}) {
      try {
        return Environment.class.getMethod(name);
      } catch (NoSuchMethodException e) {
        // the other line's name
      }
    }
    throw new IllegalStateException("OpenSearch Environment has neither configDir() nor configFile()");
  }
}
