package io.github.uts58.settings;

/**
 * What the SPI factories share about files named in settings, which they open when informed of a
 * ResourceLoader.
 */
public final class SpiFiles {
  private SpiFiles() {}

  /**
   * {@code built}, which is null only while a file named in the settings waits for the
   * ResourceLoader.
   */
  public static <T> T informed(T built, String component) {
    if (built == null) {
      throw new IllegalStateException(
          "["
              + component
              + "] a setting names a file ("
              + Setting.TLD_FILE.name()
              + " or "
              + Setting.FILE_EXTENSIONS_FILE.name()
              + ") but the factory was not informed of a ResourceLoader");
    }
    return built;
  }
}
