package io.github.uts58.testutil;

import static org.junit.Assert.fail;
import static org.junit.Assume.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates Unicode's and IANA's data files, which are not part of the project. The directory comes
 * from the system property {@code uts58.shared.dir} (the build passes {@code ../shared}). Without
 * it a test is reported as skipped with the reason; under CI ({@code CI=true}) it fails instead, so
 * a conformance run can never pass by skipping.
 */
public final class SharedData {
  public static final String PROPERTY = "uts58.shared.dir";

  private SharedData() {}

  /** The file at {@code relative} inside the shared directory, or the test is skipped/failed. */
  public static Path file(String relative) {
    String dir = System.getProperty(PROPERTY);
    Path path = dir == null ? null : Path.of(dir).resolve(relative);
    if (path == null || !Files.isReadable(path)) {
      String reason =
          "UTS #58 data file not found: "
              + (path == null ? relative + " (system property " + PROPERTY + " is not set)" : path)
              + "; pass -D"
              + PROPERTY
              + "=/path/to/shared";
      if ("true".equalsIgnoreCase(System.getenv("CI"))) {
        fail(reason + " (CI=true: conformance data is required)");
      }
      System.err.println("SKIPPED: " + reason);
      assumeTrue(reason, false);
    }
    return path;
  }
}
