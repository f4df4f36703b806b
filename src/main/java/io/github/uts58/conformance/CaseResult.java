package io.github.uts58.conformance;

/** One line of a Unicode test file run: what the file expects and what the code gave. */
public interface CaseResult {
  /** 1-based line number in the test file. */
  int lineNumber();

  String expected();

  String actual();

  default boolean passed() {
    return expected().equals(actual());
  }
}
