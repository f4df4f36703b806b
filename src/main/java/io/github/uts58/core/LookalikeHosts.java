package io.github.uts58.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * {@link SchemelessLinks#PRECISE}: whether a URL that UTS #58 found without a scheme is a link, or
 * a file name or code identifier that looks like a host ({@code setup.py}, {@code Makefile.in},
 * {@code user.email}, {@code org.freedesktop.DBus}). Decided from evidence in the text, in this
 * order; the first rule that applies decides:
 *
 * <ol>
 *   <li>A first label {@code www}, {@code //} before the host (another scheme, {@code ftp://}, or a
 *       scheme-relative reference), or an HTTP {@code Host:} header: a link. A query right after
 *       the host that names no value is no evidence: the host is judged alone ({@code
 *       example.com:8080?stuff}), and not a link if code follows the {@code ?} (a condition of
 *       {@code ?:}, a Ruby predicate: {@code bw.ie?i.focus():x}, {@code File.directory?(path)}).
 *   <li>Part of a path or an identifier: {@code /}, {@code \}, {@code _} or (with no path after)
 *       {@code $} just before the host, {@code (} or {@code _} just after the link ({@code
 *       src/app.py}, {@code test_app.py}, {@code dbm.open()}, {@code kernel.pid_max}; in HTML, the
 *       {@code /} and {@code (} a reader sees, tags between skipped: {@code /etc/postfix/<a
 *       href="postconf.5.html">main.cf</a>}, {@code master.cf</a>(5)}; not an option's domain
 *       between slashes, {@code --server=/google.com/1.2.3.4}, nor after DNS's {@code _} labels,
 *       {@code _ldap._tcp.example.com}); a port followed by {@code :} and a digit ({@code
 *       app.cc:12:5}); followed by {@code ", line N"} or {@code " line N"} (Python and Perl
 *       tracebacks); a file in git's diffstat ({@code meson.build | 79 ++--}); one of the files a
 *       ChangeLog entry starts with, after its bullet ({@code * cfg.mk (rule):}, {@code *
 *       make-all.com, setup.com: New files.}, even with a path: {@code * gcc.target/i386/a.c:}); an
 *       operand of a command whose operands are files ({@code $ cp server.key server.key.org}); a
 *       key of git's configuration ({@code git config --global alias.co}); a member or a module
 *       ({@code ic->core.im}, {@code import java.io.*}, {@code edge.to?.location}, {@code
 *       ${source.id}}, {@code {{ user.id }}}, a first label {@code this} or {@code self}: {@code
 *       this.npm.global}, a private field: {@code this.#root.id}, a Python module: {@code from x.y
 *       import}, also after a doctest's {@code >>>}, a module code requires: {@code require
 *       "util.net"}, a condition of Lua or Ruby that {@code then} ends: {@code if not attr.to
 *       then}, an argument after a string: {@code logger.debug("id: %s", account.id)}, a later
 *       argument after bare names: {@code assert_raises(TypeError, np.matmul.at, a)}, a class's
 *       member in a code span: {@code `Time.at`}, code named by the word after it: {@code the
 *       java.net package}, {@code the cloudinit.net module}, {@code the <code>stream.id</code>
 *       property}, a test for {@code None}: {@code x.y.name is None}, a word of a Vim syntax file's
 *       keyword list: {@code syn keyword baanBshell get.mach.id}); a path quoted in a call to a
 *       function named {@code …path} ({@code
 *       os.path.normpath('acme-v01.api.letsencrypt.org/directory')}); an operand in code, by the
 *       punctuation only code puts around a name (a call's or an index's argument: {@code
 *       pipeline(response.body.stream,}, {@code ids[node.id]}; a condition: {@code if (edge.to)};
 *       an argument that ends a statement: {@code mpz_set(mp, z.mp);}; an assignment's target at a
 *       line's start: {@code module.exports.stream = s}, not a domain mapped to a Kerberos realm:
 *       {@code mit.edu = ATHENA.MIT.EDU}; not a reverse DNS name: {@code
 *       fromArpa(42.2.0.192.in-addr.arpa)}); a statement's name or value ({@code package java.io;},
 *       {@code x = message.id;}, {@code return v.ch;}, also at a line's or the text's end); a
 *       method called with a Ruby block ({@code mod.tasks.map do |task|}); a CSS selector ({@code
 *       a.button.icon.tools:before{…}}); an operand between operators in dense code such as
 *       minified JavaScript ({@code a=r.pos.top,u=r.bottom}); a markup element's name ({@code
 *       <commons.jira.id>IO</commons.jira.id>}); the text of an HTML anchor to a page beside this
 *       one ({@code <a href="postconf.5.html">main.cf</a>}); an anchor's name ({@code <a
 *       id="sidebar.snapshot.debian.org">}, {@code href="apt.html#sidebar.snapshot.debian.org"});
 *       an operand of {@code ==}, {@code !=} or Lua's {@code ~=} ({@code action.id ==
 *       "org.freedesktop.policykit.exec"}), or of {@code =} beside a column ({@code ON p.author_id
 *       = u.id}), or the right operand of arithmetic that ends a statement ({@code "#" +
 *       entry.element.id;}); a column in SQL, compared or listed after a clause's keyword in
 *       capitals ({@code WHERE t1.id = t2.id}, {@code SELECT users.id, addresses.id}) or renamed
 *       ({@code sys.columns.name AS column_name}); a name given a truth value ({@code keep.by =
 *       FALSE}); the value of a variable or a key named after the member it takes ({@code parent_id
 *       = subfolder.id}, {@code "name": statement.table.name}); the local part of an address
 *       written out ({@code jane.name+git at example.org}, {@code <zeddyu.lu gmail.com>}; not
 *       before an IP address): not a link.
 *   <li>A path, query or fragment after the host ({@code docs.rs/serde}, {@code
 *       GitHub.com/user/repo}): a link; but a directory, not a link, if it has two labels and a TLD
 *       this text has shown to be a file extension (see rule 5: {@code debhelper.in/libc.install}
 *       after {@code debian/debhelper.in/libc.postinst}), and a file's anchor if it has two labels,
 *       a TLD that is a file extension (see rule 8) and a fragment only ({@code
 *       errors.md#class-error}, {@code README.md#install}); and a key or a member, not a link, if
 *       only labels after its first have capitals ({@code timezone.excity.Asia/Tokyo}, {@code
 *       java.util.Map#isEmpty()}; see rule 6), or a method's reference ({@code
 *       Memory.Store#get()}).
 *   <li>A neighbour in the same namespace within the context read: the same labels but the last,
 *       then a label no host ends in (not a TLD, or a word, see rule 9), and no more labels ({@code
 *       java.io, java.util}, {@code user.name and user.email}, {@code sendemail.to, sendemail.bcc},
 *       {@code binutils.templates.fr, binutils.templates.ja}): not a link; nor, unless in one of
 *       RFC 1591's TLDs but {@code .int}, the same labels as a dotted identifier earlier in the
 *       text, whose last label is no TLD ({@link NamespacesInText}: {@code module.exports}, then
 *       {@code module.id}; {@code llvm.x86.int} after {@code llvm.x86} began two namespaces). Not
 *       for two labels whose first is one of RFC 1591's TLDs: a country's second-level domain
 *       ({@code org.bw}), beside one of a country code since retired ({@code org.an}). Nor, after
 *       rule 5's address written out, a host under a TLD that code earlier in the text used as a
 *       member's name by rule 2's evidence ({@code self.id = 1}, then {@code n1.id}; {@code if
 *       row.name == x:}, then {@code column.table.name}), without a port or a path, under no public
 *       suffix of two labels or more, nor under one of RFC 1591's TLDs.
 *   <li>An email address written out before it ({@code name at example.org}, {@code
 *       name(at)example.org}; not a stack frame's {@code at} at the start of a line): a link.
 *       Otherwise not a link inside an RST role or literal ({@code :func:`re.search`}, {@code
 *       ``io.open``}), named a file ({@code Files: CleanSpec.mk}, {@code the main.tf file}, {@code
 *       submit.mc configuration files}, {@code <code>main.cf</code> file}, {@code the file
 *       <code>welcome.html.en.de</code>}, {@code <code class="filename">eicar.com}), but not {@code
 *       a kernel.org file}), the value of a key that names a file ({@code zonefile:
 *       "example.com.zone"}, {@code --output-module-file=modules.tf}), a name the MIME databases
 *       give any extension ({@code Makefile.org}, {@code makefile.dj}), or the subject a commit
 *       message starts with, at the start of a line or after a commit hash ({@code cfg.mk: exclude
 *       devel/}, {@code 7f006436 Makefile.vc: fix}) or, for two labels outside RFC 1591's TLDs,
 *       after a {@code -} bullet ({@code - configure.ng: use pkg-config}), or a ChangeLog's {@code
 *       (dir.info):} at a line's start or after an entry's file (not BIND's {@code client
 *       192.0.2.1#53 (example.com): query}). Each file name this rule or rule 2 finds (not an
 *       identifier's {@code _} or {@code (}) shows its TLD to be a file extension in the rest of
 *       the text, unless it is one of RFC 1591's generic TLDs; a host of two labels in such a TLD
 *       is then not a link ({@code * tests/sparse03.at: New test.}, then {@code sparse04.at}). The
 *       name itself is then a file's too, in any TLD if the text named it a file (a ChangeLog
 *       entry, a diffstat, a traceback, the word "file": {@code * setup.com: New file.}, then
 *       {@code Add setup.com}), only in the others if it merely had a file's shape (a path's end,
 *       {@code NAME:LINE:COLUMN}, a line's subject: {@code domains/example.com} is a host). Nor a
 *       name of two labels under a country code in quotes ({@code 'hostname.mc'}, {@code {
 *       "key.cu", … }}; not an internationalized one: {@code "goșu.ro"}).
 *   <li>A reverse DNS name under {@code .arpa}, whatever its case ({@code 8.E.F.ip6.arpa}), or a
 *       host under a domain this text linked beyond doubt, by a scheme, a {@code www.} host or an
 *       email address ({@link LinksInText}: {@code https://bit.ly/x}, then {@code bit.ly}; {@code
 *       list-one@example.net}, then {@code Example.Net}): a link. Otherwise letter case no host is
 *       written in: a camelCase first label ({@code jsonPayload.foo}), capitals only after the
 *       first label ({@code typing.Final}, {@code selectors.EpollSelector.select}), a capitalised
 *       TLD after a label that is not all capitals ({@code Makefile.PL}; not mail's capitals in
 *       EDU, COM, ORG, GOV, MIL: {@code Stanford.EDU}), an all-capitals host of two labels ({@code
 *       README.CR}, {@code REALM.NAME}), a capitalised first label before a TLD that is neither a
 *       country code nor one of RFC 1591's generic TLDs ({@code GzipFile.read}; {@code Amazon.com}
 *       stays a link), a mixed-case first label with capitals inside before a TLD that is not one
 *       of RFC 1591's ({@code DateFormatItem.hm}, {@code SSLHandshake.FINISHED.id}; {@code
 *       FreeSeamlessTextures.com} stays a link): not a link.
 *   <li>Reverse domain notation: a first label that is one of RFC 1591's generic TLDs, and three
 *       labels or more ({@code org.freedesktop.DBus.Properties}, {@code net.ipv4.ip_forward}); a
 *       version number, three labels or more all digits but the TLD ({@code 2.0.dev}, {@code
 *       3.0.0.final}); a placeholder, three labels or more all the same ({@code xxx.xxx.xxx.xxx}):
 *       not a link.
 *   <li>A TLD that is also a file extension ({@link FileExtensions}: {@code .py}, {@code .sh},
 *       {@code .pl}, {@code .in}, {@code .md}, {@code .so}, {@code .zip} …; never one of RFC 1591's
 *       generic TLDs, whatever the extension list says): a link only under a public suffix of two
 *       labels or more ({@code example.co.in}, {@code example.com.pl}); {@code setup.py}, {@code
 *       config.h.in}, {@code app.py:12}, and also a bare {@code forum.example.pl}, are not.
 *       Likewise three labels or more with a file extension before the TLD, a file's backup or
 *       variant ({@code config.h.top}, {@code pubring.gpg.save}; not {@code gnu.org.ua}).
 *   <li>Two labels under a generic TLD added after RFC 1591's, which are words that name files and
 *       identifiers too ({@link #isWordTld}): ICANN's new generic TLDs ({@code default.target},
 *       {@code user.email}, {@code log.date}; marked in the Public Suffix List, {@link
 *       PublicSuffixList#isNewGenericTld}) and the others that are no country code ({@code
 *       dir.info}, {@code spec.name}, {@code test2.cat}; not DNS's own {@code .arpa}: {@code
 *       home.arpa}), and RFC 1591's {@code .int} ({@code self.int}): not a link; nor any number of
 *       labels under such a TLD in a Markdown code span or an HTML code element ({@code
 *       `unittest.mock.call`}, {@code <code>req.headers.host</code>}), or in capitals ({@code
 *       RBL.DNS.NAME}), or quoted as a table's key ({@code { "signature.algorithm.name", "…" }}).
 *       {@code pkg.dev} alone is not linked; {@code pkg.dev/path}, {@code www.}, a scheme or an
 *       email are.
 *   <li>Otherwise a link.
 * </ol>
 */
final class LookalikeHosts {
  /**
   * RFC 1591's generic top-level domains: names that head reverse domain notation, and that name
   * companies.
   */
  static final Set<String> RFC_1591_GENERIC =
      Set.of("com", "edu", "gov", "int", "mil", "net", "org");

  private LookalikeHosts() {}

  /**
   * Whether the scheme-less URL {@code text[hostStart, end)} is a link. {@code hostEnd}: the host's
   * end (no trailing dot); {@code hostAndPortEnd}: after its port, if any; the chars around it are
   * read through {@code around}; {@code files}: what the text so far showed to be files, to which a
   * file name found here is added; {@code namespaces}: the dotted identifiers it showed.
   */
  static boolean isLink(
      char[] text,
      TextAround around,
      FilesInText files,
      NamespacesInText namespaces,
      LinksInText links,
      int hostStart,
      int hostEnd,
      int hostAndPortEnd,
      int end,
      LinkDetector detector) {
    around.view(hostStart, end);
    int firstEnd = hostStart;
    while (firstEnd < hostEnd && !LinkScanner.isLabelSeparator(text[firstEnd])) {
      firstEnd++;
    }
    int lastStart = hostEnd;
    int labels = 1;
    for (int i = hostEnd - 1; i >= hostStart; i--) {
      if (LinkScanner.isLabelSeparator(text[i])) {
        if (labels == 1) {
          lastStart = i + 1;
        }
        labels++;
      }
    }
    if (lastStart == hostEnd) {
      lastStart = hostStart;
    }
    // 1. www., or "//" before the host
    if (firstLabelIsWww(text, hostStart, hostEnd)) {
      links.add(text, hostStart, hostEnd);
      return true;
    }
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    if ((before == '/' && beforeThat == '/') || wordBefore(around, hostStart, "host:")) {
      // (after a scheme, ftp://; "//" alone may start a comment: //javax.tools;)
      if (before == '/' && around.at(hostStart - 3) == ':') {
        links.add(text, hostStart, hostEnd);
      }
      return true;
    }
    // a query right after the host that names no value is no evidence of a link: the host is
    // judged alone (example.com:8080?stuff); code, if code follows its "?": a condition of ?:, a
    // Ruby predicate (bw.ie?i.focus():x, File.directory?(path))
    if (end > hostAndPortEnd + 1
        && text[hostAndPortEnd] == '?'
        && !queryNamesAValue(text, hostAndPortEnd + 1, end)) {
      if (codeAfterQuestionMark(text, hostAndPortEnd + 1, end)) {
        return false;
      }
      end = hostAndPortEnd;
    }
    // 2. part of a path or an identifier, a diffstat's or a ChangeLog entry's file, an address's
    // local part
    String lowerTld = new String(text, lastStart, hostEnd - lastStart).toLowerCase(Locale.ROOT);
    char after = around.at(end);
    boolean hasPort = hostAndPortEnd > hostEnd && text[hostAndPortEnd - 1] != '.';
    boolean hasPath = hostAndPortEnd + 1 < end;
    // a file by its shape: domains/example.com, example.com:443:127.0.0.1 are hosts too, so its
    // name is remembered only in a TLD that is no RFC 1591 one (apt.postgresql.org.sh)
    boolean rfc1591 = RFC_1591_GENERIC.contains(lowerTld);
    // in HTML, beside what a reader sees: the tags around an anchor's text skipped
    // (/etc/postfix/<a href="postconf.5.html">main.cf</a>(5))
    int tagsStart = beforeTags(around, hostStart);
    char seenBefore = around.at(tagsStart - 1);
    char seenAfter = around.at(afterTags(around, end));
    boolean byShape =
        (seenBefore == '/' && !domainOfAnOption(text, around, hostStart, hostAndPortEnd, end))
            || seenBefore == '\\'
            || (hasPort
                && !hasPath
                && around.at(hostAndPortEnd) == ':'
                && isDigit(around.at(hostAndPortEnd + 1))); // FILE:LINE:COLUMN
    // a file by name, whose name is a file's in the rest of the text in any TLD (read only if it
    // decides something: most look-alikes in a file list are paths)
    boolean byName =
        (!byShape || rfc1591)
            && (diffstatAfter(around, end)
                || followedByLineNumber(around, end)
                || changeLogEntryFiles(around, hostStart, end)
                || argumentOfAFileCommand(around, hostStart)); // cp server.key server.key.org
    if (byShape || byName) {
      return aFile(
          files, text, hostStart, lastStart, hostEnd, rfc1591, !hasPath && (byName || !rfc1591));
    }
    // (a member by the cheapest evidence, read first as it always was)
    boolean member =
        (before == '>' && beforeThat == '-') // ic->core.im
            || interpolated(around, hostStart) // ${source.id}, #{x.to}, {{ user.id }}
            // optional chaining: edge.to?.location
            || (around.at(hostAndPortEnd) == '?' && around.at(hostAndPortEnd + 1) == '.')
            || receiverFirst(text, hostStart, firstEnd); // this.npm.global, self.id
    if (!member
        && ((before == '_' && !serviceNameInDns(around, hostStart, labels, lowerTld, detector))
            // a variable's value ("$file.com", %1$s.bs); with a path, a template of a link
            // ($REGION-docker.pkg.dev/$PROJECT)
            || (before == '$' && !hasPath)
            || seenAfter == '('
            || after == '_'
            // a wildcard import (java.io.*), not a pattern of hosts (compute.googleapis.com.*)
            || (after == '.' && around.at(end + 1) == '*' && !rfc1591)
            || wordBefore(around, hostStart, "import")
            || gitConfigKey(around, hostStart) // git config --global alias.co checkout
            || pythonImportFrom(around, hostStart, end) // from cryptography.hazmat.x import (
            || requiredModule(around, hostStart) // require "util.net"
            || pathCallArgument(around, hostStart) // os.path.normpath('acme.example.org/dir')
            // the java.net package, the <code>http2stream.id</code> property
            || (!hasPath && codeWordAfter(around, afterTags(around, end)))
            || vimKeywordList(around, hostStart) // syn keyword baanBshell dir.abandon.search
            || anchorName(around, hostStart) // <a id="sidebar.snapshot.debian.org">, page.html#x.y
            || (after == ';' && wordBefore(around, hostStart, "package")) // package java.io;
            || cssSelectorAfter(around, end) // a.button.icon.tools:before{
            || elementName(around, hostStart, end, hasPath || hasPort) // <commons.jira.id>IO</…>
            // <a href="postconf.5.html">main.cf</a>
            || anchorToPageBeside(around, tagsStart, hostStart)
            || localPartOfAddress(around, end)
            || localPartOfSpacedAddress(around, hostStart, end))) { // <zeddyu.lu gmail.com>
      return false;
    }
    // a member of an object in code, whose last label the rest of the text then uses as a
    // member's name, not a TLD
    if (member
        || pythonIsNone(around, end) // dist.metadata.name is None
        || conditionBeforeThen(around, hostStart, end) // if not attr.to then
        || argumentAfterAString(around, hostStart, end) // log.debug("id: %s", account.id)
        || (before == '#' && beforeThat == '.') // a private field: this.#root.id
        // a statement's value: id = message.id; return v.ch;
        || (after == ';' && assignedBefore(around, hostStart))
        || (wordBefore(around, hostStart, "return") && (after == ';' || around.lineBreakAt(end)))
        || rubyBlockAfter(around, end) // mod.tasks.map do |task|, spec.args.map { |arg|
        || operandInDenseCode(around, hostStart, hostAndPortEnd) // a=r.pos.top,u=r.bottom
        || besideOperator(around, hostStart, end)
        || (labels == 2 && besideAColumn(around, hostStart, end)) // ON p.author_id = u.id
        // WHERE t1.id = t2.id, SELECT users.id, addresses.id; sys.columns.name AS column_name
        || (!hasPath && !hasPort && sqlColumn(around, hostStart, end))
        || (!hasPath && !hasPort && givenATruthValue(around, end)) // keep.by = FALSE
        || (!hasPath && operandOfArithmetic(around, hostStart, end)) // "#" + entry.element.id;
        || laterArgument(around, hostStart, end) // assert_raises(TypeError, np.matmul.at, a)
        // the value of a key named after the member: parent_id = subfolder.id, "name": t.name,
        || (!hasPath && !hasPort && !rfc1591 && namedAfterItsMember(around, hostStart, lowerTld))
        // a class's member in a code span: `Time.at`, `ExUnit.run/1`
        || (labels == 2
            && !rfc1591
            && memberInCodeSpan(text, around, hostStart, firstEnd, hostAndPortEnd, end))
        // (a reverse DNS name is a domain name even as an argument:
        // fromArpa(42.2.0.192.in-addr.arpa))
        || (!hasPath
            && !hasPort
            && !lowerTld.equals("arpa")
            && operandInCode(around, hostStart, end))) {
      namespaces.addMemberName(text, lastStart, hostEnd);
      return false;
    }
    // a TLD this text has already shown to be a file extension (tests/sparse03.at ... sparse04.at)
    boolean inFileTld = labels == 2 && !hasPort && files.isExtension(text, lastStart, hostEnd);
    // 3. a path, query or fragment; but a directory in such a TLD
    // (debian/debhelper.in/libc.install, then debhelper.in/libc.lintian-overrides), or a file's
    // anchor (errors.md#class-error, README.md#install)
    if (hasPath) {
      if (labels == 2
          && !hasPort
          && text[hostAndPortEnd] == '#'
          && !rfc1591
          && detector.isFileExtension(text, lastStart, hostEnd)) {
        return aFile(files, text, hostStart, lastStart, hostEnd, rfc1591, true);
      }
      // a key with a path in it (timezone.excity.Asia/Tokyo); a method's reference
      // (Memory.Store#get())
      if (capitalsOnlyAfterFirstLabel(text, hostStart, firstEnd, hostEnd)
          || methodReference(text, hostAndPortEnd, end)) {
        return false;
      }
      return !inFileTld;
    }
    // 4. a namespace shows itself by a neighbour with a label no host ends in (java.io, java.util;
    // binutils.templates.fr, binutils.templates.ja)
    // (not a country's second-level domain beside one of a country code since retired, which
    // reads as an identifier: org.an org.bw)
    if (!hasPort
        && !(labels == 2 && isRfc1591Generic(text, hostStart, firstEnd))
        && (hasIdentifierNeighbour(text, around, hostStart, lastStart - 1, end, detector)
            // or one earlier in the text (module.exports ... module.id)
            // (not in com, org, net …, whose hosts share labels with identifiers, but in .int:
            // llvm.x86.int among llvm.x86.sse2.pause and llvm.x86.avx.vzeroall)
            || ((!rfc1591 || lowerTld.equals("int"))
                && namespaces.isNamespace(text, hostStart, lastStart - 1)))) {
      return false;
    }
    // 5. an address written out ("name at example.org"); else code in an RST role or literal
    // (:func:`re.search`, ``io.open``, :meth:`~x.y`), a file named as one, the subject of a
    // ChangeLog entry or commit ("* cfg.mk (rule):")
    if (atBefore(around, hostStart)) {
      return true;
    }
    // (not TeX's quotes: ``sunsite.unc.edu'')
    if ((before == '`' && (beforeThat == ':' || (beforeThat == '`' && after != '\'')))
        || (before == '~' && beforeThat == '`')) {
      return false;
    }
    if (fileWordBefore(around, tagsStart) // the file <code>welcome.html.en.de</code>
        // DocBook's and Sphinx's markup of a file name: <code class="filename">eicar.com</code>
        || fileClassBefore(around, tagsStart, hostStart)
        // "a kernel.org file" is a file at kernel.org: only other TLDs name a file so
        || (!rfc1591 && fileWordAfter(around, afterTags(around, end)))
        // a name the MIME databases give any extension (Makefile.org, makefile.dj)
        || detector.namesFilesWithAnyExtension(text, hostStart, firstEnd)) {
      return aFile(files, text, hostStart, lastStart, hostEnd, rfc1591, true);
    }
    // a key that names a file (zonefile: "example.com.zone", pidfile=nsd.pid); in com, org …, a
    // file named after a domain (zonefile: "rpz.example.com"), whose name is then not a file's
    if (fileKeyBefore(around, hostStart)) {
      return aFile(files, text, hostStart, lastStart, hostEnd, rfc1591, !rfc1591);
    }
    // a string: a file or a key ('hostname.mc', "syscall.ph", { "key.cu", … })
    if (labels == 2 && !hasPort && quotedCountryCodeName(text, around, hostStart, end, lowerTld)) {
      return false;
    }
    // (a line may start with a host before a colon: "... for\nhost.example.com: ...")
    if (entrySubject(around, hostStart, end, labels == 2 && !rfc1591)) {
      return aFile(files, text, hostStart, lastStart, hostEnd, rfc1591, !rfc1591);
    }
    // a TLD or a name this text has shown to be a file's (* setup.com: New file. ... Add setup.com)
    if (inFileTld || (!hasPort && files.isName(text, hostStart, hostEnd))) {
      return false;
    }
    // a TLD this text has shown to be a member's name (self.id, then n1.id; row.name == x, then
    // column.table.name), unless under a public suffix of two labels or more (tuwien.ac.at)
    if (!hasPort
        && !rfc1591
        && !lowerTld.equals("arpa")
        && namespaces.isMemberName(text, lastStart, hostEnd)
        && isAscii(text, hostStart, hostEnd)
        && !underSuffixOfTwoLabels(text, hostStart, hostEnd, detector)) {
      return false;
    }
    // 6. a reverse DNS name, whose hexadecimal labels may have capitals (8.E.F.ip6.arpa); a host
    // under a domain this text has linked beyond doubt, whatever its case or TLD (https://bit.ly/x
    // ... bit.ly; list-one@example.net ... Example.Net)
    if ((labels >= 3 && lowerTld.equals("arpa")) || links.isUnderOne(text, hostStart, hostEnd)) {
      return true;
    }
    // letter case no host is written in
    if (!caseOfAHost(text, hostStart, firstEnd, hostEnd, lastStart, labels, lowerTld)) {
      return false;
    }
    // 7. reverse domain notation; a version number (2.0.dev, 3.0.0.final); a placeholder
    // (xxx.xxx.xxx.xxx)
    if (labels >= 3
        && (isRfc1591Generic(text, hostStart, firstEnd)
            || allDigitsAndDots(text, hostStart, lastStart - 1)
            || allLabelsAlike(text, hostStart, firstEnd, hostEnd))) {
      return false;
    }
    // 8. a TLD that is also a file extension: a link only under a public suffix of two labels or
    // more; a file extension before the TLD (config.h.top, pubring.gpg.save) likewise
    PublicSuffixList suffixes = detector.topLevelDomains().publicSuffixList();
    // (never com, org, net …: far more hosts end in them than the files a database lists, such as
    // freedesktop.org's *.org for Org mode)
    if ((detector.isFileExtension(text, lastStart, hostEnd)
            || (labels >= 3
                && !hasPort
                && extensionBeforeTld(text, hostStart, lastStart, detector)))
        && !rfc1591
        && isAscii(text, hostStart, hostEnd)) {
      if (hasPort) {
        return false;
      }
      return underSuffixOfTwoLabels(text, hostStart, hostEnd, detector);
    }
    // 9. two labels under a generic TLD after RFC 1591's, a word that names files and identifiers
    // too (default.target, user.email, spec.name, dir.info); any number in Markdown's code span
    // or HTML's code element (`unittest.mock.call`, <code>req.headers.host</code>)
    boolean inCode =
        (before == '`' && after == '`')
            || (after == '<' && asciiWordAt(around, hostStart - 6, "<code>")); // HTML's
    // (in capitals, any number too: a placeholder or a constant, RBL.DNS.NAME; or a table's key:
    // { "signature.algorithm.name", "..." })
    return !((labels == 2
            || inCode
            || !hasLower(text, hostStart, hostEnd)
            || quotedTableKey(around, hostStart, end))
        && !hasPort
        && isWordTld(lowerTld, suffixes));
  }

  /**
   * A file name, so not a link: its TLD, unless one of RFC 1591's generic ones (which far more
   * links end in), is a file extension in the rest of this text, and if {@code remembered}, the
   * name is a file's there.
   */
  private static boolean aFile(
      FilesInText files,
      char[] text,
      int hostStart,
      int lastStart,
      int hostEnd,
      boolean rfc1591,
      boolean remembered) {
    if (!rfc1591) {
      files.addExtension(text, lastStart, hostEnd);
    }
    if (remembered) {
      files.addName(text, hostStart, hostEnd);
    }
    return false;
  }

  /** Whether the host's public suffix has two labels or more ({@code example.co.in}). */
  private static boolean underSuffixOfTwoLabels(
      char[] text, int hostStart, int hostEnd, LinkDetector detector) {
    String suffix =
        detector
            .topLevelDomains()
            .publicSuffixList()
            .publicSuffix(
                new String(text, hostStart, hostEnd - hostStart).toLowerCase(Locale.ROOT), true);
    return suffix != null && suffix.indexOf('.') >= 0;
  }

  private static final char[] THIS = "this".toCharArray();
  private static final char[] SELF = "self".toCharArray();

  /** A first label {@code this} or {@code self}: the object a method's code works on. */
  private static boolean receiverFirst(char[] text, int hostStart, int firstEnd) {
    return Arrays.equals(text, hostStart, firstEnd, THIS, 0, THIS.length)
        || Arrays.equals(text, hostStart, firstEnd, SELF, 0, SELF.length);
  }

  /**
   * Whether the label before the TLD that starts at {@code lastStart} is a file extension, not one
   * of RFC 1591's generic TLDs ({@code config.h.top}, {@code helpmsgs.cc.new}; not {@code
   * gnu.org.ua}).
   */
  private static boolean extensionBeforeTld(
      char[] text, int hostStart, int lastStart, LinkDetector detector) {
    int end = lastStart - 1;
    int start = end;
    while (start > hostStart && !LinkScanner.isLabelSeparator(text[start - 1])) {
      start--;
    }
    return !isRfc1591Generic(text, start, end) && detector.isFileExtension(text, start, end);
  }

  /** Whether {@code text[from, to)} is one of RFC 1591's generic TLDs, in any case. */
  private static boolean isRfc1591Generic(char[] text, int from, int to) {
    return to - from == 3
        && RFC_1591_GENERIC.contains(new String(text, from, 3).toLowerCase(Locale.ROOT));
  }

  /** Whether {@code text[from, to)} holds only ASCII digits and dots. */
  private static boolean allDigitsAndDots(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!isDigit(text[i]) && text[i] != '.') {
        return false;
      }
    }
    return true;
  }

  private static boolean caseOfAHost(
      char[] text,
      int hostStart,
      int firstEnd,
      int hostEnd,
      int lastStart,
      int labels,
      String lowerTld) {
    if (Character.isLowerCase(text[hostStart]) && hasUpper(text, hostStart, firstEnd)) {
      return false; // camelCase
    }
    if (capitalsOnlyAfterFirstLabel(text, hostStart, firstEnd, hostEnd)) {
      return false; // module.Class
    }
    // a class's name, capitals inside a mixed-case first label, before a TLD that names no
    // company (DateFormatItem.hm, SSLHandshake.FINISHED.id; FreeSeamlessTextures.com stays a link)
    if (hasUpper(text, hostStart + 1, firstEnd)
        && hasLower(text, hostStart, firstEnd)
        && !RFC_1591_GENERIC.contains(lowerTld)) {
      return false;
    }
    boolean allUpper = !hasLower(text, hostStart, hostEnd);
    if (hasUpper(text, lastStart, hostEnd)
        && (!allUpper || labels == 2)
        // (mail's old spelling of a domain: Stanford.EDU, CS.Berkeley.EDU)
        && (allUpper || !mailDomainTld(text, lastStart, hostEnd, lowerTld))) {
      return false; // Makefile.PL, README.CR
    }
    if (Character.isUpperCase(text[hostStart])
        && !allUpper
        && lowerTld.length() > 2
        && !RFC_1591_GENERIC.contains(lowerTld)) {
      return false; // GzipFile.read
    }
    return true;
  }

  /**
   * A TLD of RFC 1591's in capitals, in which mail and its documents spell domains with capitals
   * ({@code Stanford.EDU}, {@code Eng.Sun.COM}): not {@code INT}, nor {@code NET}, which names
   * products ({@code Visual Studio.NET}, {@code Microsoft.NET}).
   */
  private static boolean mailDomainTld(char[] text, int lastStart, int hostEnd, String lowerTld) {
    return RFC_1591_GENERIC.contains(lowerTld)
        && !lowerTld.equals("int")
        && !lowerTld.equals("net")
        && !hasLower(text, lastStart, hostEnd);
  }

  /**
   * " at ", "(at)", "[at]" or "-at-" (one or two spaces around allowed) just before the host: an
   * address written out.
   */
  private static boolean atBefore(TextAround around, int hostStart) {
    int i = afterSpacesBefore(around, hostStart);
    return (around.at(i - 4) != ' ' && writtenAt(around, i - 4))
        || (i < hostStart
            && around.at(i - 3) == ' '
            && writtenAt(around, i - 3)
            && afterAWord(around, i - 3));
  }

  /**
   * A word just before the space at {@code i}, on the same line: " at " after a name, not the
   * {@code at} a stack frame starts with ({@code at REPLServer.onLine (node:repl:902:10)}).
   */
  private static boolean afterAWord(TextAround around, int i) {
    char c = around.at(i - 1);
    return c != ' ' && c != '\t' && !around.lineStartsAt(i);
  }

  /** {@code "(at)"}, {@code "[at]"}, {@code "-at-"} or {@code " at "} (any case) at [i, i + 4). */
  private static boolean writtenAt(TextAround around, int i) {
    char open = around.at(i);
    char close = around.at(i + 3);
    return (around.at(i + 1) | 0x20) == 'a'
        && (around.at(i + 2) | 0x20) == 't'
        && ((open == '(' && close == ')')
            || (open == '[' && close == ']')
            || (open == '-' && close == '-')
            || (open == ' ' && close == ' '));
  }

  /**
   * The word {@code word} (ASCII lower case, any case in the text) and one or two spaces, or none
   * if it ends in {@code :}, just before {@code i}, at the start of a word.
   */
  private static boolean wordBefore(TextAround around, int i, String word) {
    int j = afterSpacesBefore(around, i);
    if (j == i && word.charAt(word.length() - 1) != ':') {
      return false;
    }
    int start = j - word.length();
    return asciiWordAt(around, start, word) && !Character.isLetterOrDigit(around.at(start - 1));
  }

  /** Where up to two spaces just before {@code i} begin. */
  private static int afterSpacesBefore(TextAround around, int i) {
    int j = i;
    while (j > i - 2 && around.at(j - 1) == ' ') {
      j--;
    }
    return j;
  }

  /** {@code word} (ASCII lower case) at {@code i}, in any case. */
  private static boolean asciiWordAt(TextAround around, int i, String word) {
    for (int k = 0; k < word.length(); k++) {
      if ((around.at(i + k) | 0x20) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * An operand of {@code ==} or {@code !=}, one space or none between: {@code action.id ==
   * "org.freedesktop.policykit.exec"}, {@code owner == request.auth.claims.email} (not {@code &&}
   * or {@code ||}: {@code ping example.com && echo up} is a host in a shell).
   */
  private static boolean besideOperator(TextAround around, int hostStart, int end) {
    int after = around.at(end) == ' ' ? end + 1 : end;
    int before = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    return isEquality(around.at(after), around.at(after + 1))
        || isEquality(around.at(before - 2), around.at(before - 1));
  }

  /**
   * An operand in code, by the punctuation only code puts around a name: a call's or an index's
   * argument ({@code pipeline(response.body.stream,}, {@code ids[descendant.id]}; not Perl's {@code
   * qw(a.org b.org)} list of words), a condition ({@code if (edge.to)}), an argument that closes a
   * statement or a block ({@code mpz_set(mp, z.mp);}, {@code (body.id) &&}), or the target of an
   * assignment at a line's start ({@code module.exports.put.stream = put.stream}, {@code
   * init.author.name = ""}). Prose puts a host in parentheses and lists, but after a space ({@code
   * see (gnu.org)}, {@code (ftp.gnu.org, ftp.example.org).}), and writes it before an {@code =}
   * only in the middle of a line ({@code server=mail.example.org} is its value).
   */
  private static boolean operandInCode(TextAround around, int hostStart, int end) {
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    if ((before == '(' || before == '[')
        && ((isAsciiIdentifierPart(beforeThat) && !qwBefore(around, hostStart - 1))
            || (before == '('
                && beforeThat == ' '
                && conditionKeywordBefore(around, hostStart - 2)))) {
      return true;
    }
    boolean argument =
        // (not a wiki's [[Amazon.com]]: a page's title)
        ((before == '(' || before == '[') && beforeThat != before)
            || before == ','
            || (before == ' ' && beforeThat == ',')
            // an arrow function's body: filter(e => e.to).map(...)
            || (before == ' ' && beforeThat == '>' && around.at(hostStart - 3) == '=');
    if (argument && closesCode(around, end)) {
      return true;
    }
    return assignmentTarget(around, hostStart, end);
  }

  /**
   * A query's first parameter at {@code i}: a name, then {@code =} ({@code ?title=0}, {@code
   * ?q[]=x}).
   */
  private static boolean queryNamesAValue(char[] text, int i, int end) {
    int j = i;
    while (j < end && isQueryNameChar(text[j])) {
      j++;
    }
    return j > i && j < end && text[j] == '=';
  }

  private static boolean isQueryNameChar(char c) {
    return isAsciiIdentifierPart(c) || c == '.' || c == '-' || c == '%' || c == '[' || c == ']';
  }

  /**
   * Code after a {@code ?} at {@code i}, no query's: a bracket or an operator ({@code
   * File.directory?(path)}, {@code bw.ie?-x:y}), or a name followed by a call, a member, an
   * alternative or an index ({@code X.ie?i.getBody().focus():x}, {@code e.dot?Ni:ji}).
   */
  private static boolean codeAfterQuestionMark(char[] text, int i, int end) {
    char c = text[i];
    if (c == '(' || c == '[' || c == '{' || c == '-' || c == '+' || c == '!') {
      return true;
    }
    if (!isAsciiIdentifierPart(c) || isDigit(c)) {
      return false;
    }
    int j = i;
    while (j < end && isAsciiIdentifierPart(text[j])) {
      j++;
    }
    return j < end && "(.:?[".indexOf(text[j]) >= 0;
  }

  /**
   * A Ruby block after a method's name, its parameters first ({@code mod.tasks.map do |task|},
   * {@code spec.args.map { |arg| … }}, {@code networks.map {|_, c| … }}): the host is a call. Prose
   * follows no host with {@code do |} or {@code {|}.
   */
  private static boolean rubyBlockAfter(TextAround around, int end) {
    if (around.at(end) != ' ') {
      return false;
    }
    int i = end + 1;
    if (around.at(i) == 'd' && around.at(i + 1) == 'o' && around.at(i + 2) == ' ') {
      i += 3;
    } else if (around.at(i) == '{') {
      i++;
    } else {
      return false;
    }
    if (around.at(i) == ' ') {
      i++;
    }
    return around.at(i) == '|';
  }

  /**
   * A CSS selector: a pseudo-class or pseudo-element after the host, then a rule's block, another
   * selector or an argument ({@code a.button.icon.tools:before{…}}, {@code li.item.active:hover,a},
   * {@code li.x.top:not(}); or a rule's block right after it.
   */
  private static boolean cssSelectorAfter(TextAround around, int end) {
    int i = end;
    if (around.at(i) == '{') {
      return true;
    }
    if (around.at(i) != ':') {
      return false;
    }
    i += around.at(i + 1) == ':' ? 2 : 1;
    int start = i;
    while (i < end + TextAround.AFTER && isCssNameChar(around.at(i))) {
      i++;
    }
    char next = around.at(i);
    // (not a key's fields, example.com:default:/keys/x, nor prose's list, host.example:smtp, …)
    return i > start
        && (next == '{'
            || next == '('
            || (next == ',' && !Character.isWhitespace(around.at(i + 1))));
  }

  private static boolean isCssNameChar(char c) {
    return (c >= 'a' && c <= 'z') || c == '-';
  }

  /**
   * An operand written between operators without a space, in dense code such as minified JavaScript
   * ({@code Ku=X.ie,Xu=}, {@code a=r.pos.top,u=r.bottom}, {@code '+e.id+'}, {@code r=t.red/255,}):
   * at least four of {@code (){};=+}, one a bracket, and at most two blanks in the chars read
   * before it. A host in code is quoted; a list of hosts in configuration ({@code
   * domains=a.example,b.example}), a record of fields ({@code spf=pass;helo=a.example;}, an X.509
   * subject's {@code /O=x/CN=a.example/}) have no brackets, a shell's line ({@code
   * HOST=a.example;}) its blanks; neither a Markdown link's {@code (} nor a table's {@code |} is an
   * operator.
   */
  private static boolean operandInDenseCode(TextAround around, int hostStart, int hostAndPortEnd) {
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    char next = around.at(hostAndPortEnd);
    if (!(isOperator(before) || isOperator(beforeThat, before))
        || Character.isWhitespace(beforeThat)
        || !(isOperator(next)
            || next == '/'
            || next == ';'
            || next == ')'
            || next == ']'
            || next == '}'
            || isOperator(next, around.at(hostAndPortEnd + 1)))) {
      return false;
    }
    int punctuation = 0;
    int brackets = 0;
    int blanks = 0;
    for (int i = hostStart - TextAround.BEFORE; i < hostStart; i++) {
      char c = around.at(i);
      if ("(){}".indexOf(c) >= 0) {
        brackets++;
        punctuation++;
      } else if (c == ';' || c == '=' || c == '+') {
        punctuation++;
      } else if (Character.isWhitespace(c) && around.isRead(i)) {
        // (a minifier writes no blank after a separator: identity=mailfrom; helo=example.com;)
        char separator = around.at(i - 1);
        if (separator == ',' || separator == ';') {
          return false;
        }
        blanks++;
      }
    }
    return punctuation >= 4 && brackets > 0 && blanks <= 2;
  }

  /**
   * An operator of one char that dense code writes between operands ({@code =}, {@code ,}, {@code
   * +}, {@code ?}, {@code :} …); not {@code <} or {@code >}, which also bracket a host ({@code
   * helo=<mail.example.org>}), nor {@code &} or {@code |}, which also separate a query's parameters
   * and a table's cells.
   */
  private static boolean isOperator(char c) {
    return "=,+-*%!?:".indexOf(c) >= 0;
  }

  /** {@code &&} or {@code ||}. */
  private static boolean isOperator(char first, char second) {
    return first == second && (first == '&' || first == '|');
  }

  /** A straight double or single quote, which both open and close a string. */
  private static boolean isQuote(char c) {
    return c == '"' || c == '\'';
  }

  private static boolean isAsciiIdentifierPart(char c) {
    return isAsciiLetterOrDigit(c) || c == '_' || c == '$';
  }

  /** Python's {@code from MODULE import}, at the start of a line but for indentation. */
  private static boolean pythonImportFrom(TextAround around, int hostStart, int end) {
    if (around.at(end) != ' '
        || !asciiWordAt(around, end + 1, "import ")
        || !asciiWordAt(around, hostStart - 5, "from ")) {
      return false;
    }
    return lineStartsBefore(around, hostStart - 5)
        || (asciiWordAt(around, hostStart - 9, ">>> ")
            && lineStartsBefore(around, hostStart - 9)); // a doctest's
  }

  /** Whether only indentation is between {@code i} and the start of its line, within context. */
  private static boolean lineStartsBefore(TextAround around, int i) {
    return around.lineStartsAt(blanksBefore(around, i, i - TextAround.BEFORE));
  }

  /** Python's test for {@code None} after it: {@code is None}, {@code is not None}. */
  private static boolean pythonIsNone(TextAround around, int end) {
    int i = end + 4;
    if (!asciiWordAt(around, end, " is ")) {
      return false;
    }
    if (asciiWordAt(around, i, "not ")) {
      i += 4;
    }
    return around.at(i) == 'N'
        && asciiWordAt(around, i, "none")
        && !Character.isLetterOrDigit(around.at(i + 4));
  }

  /**
   * A condition of Lua or Ruby, ended by {@code then}: after {@code if}, {@code elseif} or {@code
   * not} ({@code if not attr.to then}), or after {@code and} or {@code or} when {@code then} ends
   * the line ({@code elseif x == 1 and payload.attr.to then}; prose may write "see example.com and
   * example.org then go").
   */
  private static boolean conditionBeforeThen(TextAround around, int hostStart, int end) {
    if (!asciiWordAt(around, end, " then")
        || isAsciiIdentifierPart(around.at(end + 5))
        || around.at(hostStart - 1) != ' ') {
      return false;
    }
    if (keywordEndsAt(around, hostStart - 1, "if")
        || keywordEndsAt(around, hostStart - 1, "elseif")
        || keywordEndsAt(around, hostStart - 1, "not")) {
      return true;
    }
    boolean endsTheLine =
        around.lineBreakAt(end + 5) || (around.at(end + 5) == ' ' && around.at(end + 6) == ' ');
    return endsTheLine
        && (keywordEndsAt(around, hostStart - 1, "and")
            || keywordEndsAt(around, hostStart - 1, "or"));
  }

  /** The word {@code keyword}, as written, ending at {@code i}. */
  private static boolean keywordEndsAt(TextAround around, int i, String keyword) {
    int start = i - keyword.length();
    return sameAt(around, start, keyword) && !isAsciiIdentifierPart(around.at(start - 1));
  }

  /**
   * A module's name, quoted after {@code require} (Lua's, Ruby's, Node.js's, Perl's): {@code
   * require "util.net"}, {@code require("socket.io")}, {@code pcall(require, "util.net")}.
   */
  private static boolean requiredModule(TextAround around, int hostStart) {
    int i = hostStart - 1;
    char quote = around.at(i);
    if (!isQuote(quote)) {
      return false;
    }
    char c = around.at(i - 1);
    if (c == '(' || c == ' ') {
      i--;
      if (c == ' ' && around.at(i - 1) == ',') {
        i--; // pcall(require, "x.y")
      }
    }
    return keywordEndsAt(around, i, "require");
  }

  /**
   * An argument after a string in a call, ended by {@code ,} or {@code )}: {@code
   * logger.debug("Overwriting account: %s", account.id)}, {@code log("error", "…: %s", req.id,
   * err)}. Prose quotes a word and lists a host after it, but seldom closes a parenthesis on it.
   */
  private static boolean argumentAfterAString(TextAround around, int hostStart, int end) {
    char next = around.at(end);
    if (next != ',' && next != ')') {
      return false;
    }
    int i = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    char quote = around.at(i - 2);
    return around.at(i - 1) == ',' && isQuote(quote);
  }

  /**
   * A path, quoted as the first argument of a function whose name ends in {@code path} ({@code
   * os.path.normpath('acme-v02.api.letsencrypt.org/directory')}, {@code Path("example.com")}): a
   * directory or a file named after a host.
   */
  private static boolean pathCallArgument(TextAround around, int hostStart) {
    char quote = around.at(hostStart - 1);
    return isQuote(quote)
        && around.at(hostStart - 2) == '('
        && asciiWordAt(around, hostStart - 6, "path");
  }

  private static final String[] CODE_WORDS = {
    "module", "package", "class", "method", "function", "attribute", "property"
  };

  /**
   * Named code by the word after it, in the singular, after a space or at the next line's start:
   * {@code the java.net package}, {@code refer to cloudinit.net module}, {@code the jdk.net
   * module}, {@code the x.y attribute}, {@code the http2stream.id property}, {@code the `x.y`
   * module} (not {@code npmjs.org modules are published}, a site's modules; not an HTML attribute,
   * {@code class=}; not {@code namespace}, which a domain's names are in too).
   */
  private static boolean codeWordAfter(TextAround around, int end) {
    if (around.at(end) == '`') {
      end++; // a code span's end
    }
    if (around.at(end) != ' ' && !around.lineBreakAt(end)) {
      return false;
    }
    for (String word : CODE_WORDS) {
      char next = around.at(end + 1 + word.length());
      if (asciiWordAt(around, end + 1, word)
          && !isAsciiIdentifierPart(next)
          && next != '='
          && next != '-') {
        return true;
      }
    }
    return false;
  }

  /**
   * The value of a key whose name ends in {@code file} (not {@code profile}), after {@code :},
   * {@code =} or {@code =>}, quotes allowed: {@code zonefile: "example.com.zone"}, {@code
   * --output-module-file=modules.tf}, {@code pidfile=nsd.pid}.
   */
  private static boolean fileKeyBefore(TextAround around, int hostStart) {
    int i = hostStart;
    char c = around.at(i - 1);
    if (isQuote(c)) {
      i--;
    }
    i = afterSpacesBefore(around, i);
    if (around.at(i - 1) == '>' && around.at(i - 2) == '=') {
      i--;
    }
    c = around.at(i - 1);
    if (c != ':' && c != '=') {
      return false;
    }
    i = afterSpacesBefore(around, i - 1);
    c = around.at(i - 1);
    if (isQuote(c)) {
      i--;
    }
    return asciiWordAt(around, i - 4, "file") && !asciiWordAt(around, i - 7, "profile");
  }

  /**
   * A word of a Vim syntax file's keyword list, whose line starts with {@code syn keyword} or
   * {@code syntax keyword} within the context read.
   */
  private static boolean vimKeywordList(TextAround around, int hostStart) {
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    while (i > floor && !around.lineStartsAt(i)) {
      i--;
    }
    if (!around.lineStartsAt(i)) {
      return false;
    }
    while (i < hostStart && (around.at(i) == ' ' || around.at(i) == '\t')) {
      i++;
    }
    return asciiWordAt(around, i, "syn keyword ") || asciiWordAt(around, i, "syntax keyword ");
  }

  /** Perl's {@code qw(}: a list of words, which may be hosts. */
  private static boolean qwBefore(TextAround around, int paren) {
    return around.at(paren - 1) == 'w'
        && around.at(paren - 2) == 'q'
        && !isAsciiIdentifierPart(around.at(paren - 3));
  }

  private static final String[] CONDITION_KEYWORDS = {"if", "elif", "while", "for", "switch"};

  /** One of the keywords a parenthesised condition follows, ending just before {@code space}. */
  private static boolean conditionKeywordBefore(TextAround around, int space) {
    for (String keyword : CONDITION_KEYWORDS) {
      int start = space - keyword.length();
      if (asciiWordAt(around, start, keyword) && !isAsciiIdentifierPart(around.at(start - 1))) {
        return true;
      }
    }
    return false;
  }

  /**
   * A {@code )} or {@code ]} at {@code i} that closes code: then (a space allowed) {@code ;}, an
   * opening brace, another of the same, {@code &&}, {@code ||}, or a member ({@code ).x}).
   */
  private static boolean closesCode(TextAround around, int i) {
    char close = around.at(i);
    if (close != ')' && close != ']') {
      return false;
    }
    int j = around.at(i + 1) == ' ' ? i + 2 : i + 1;
    char next = around.at(j);
    char nextThat = around.at(j + 1);
    return next == ';'
        || next == '{'
        || (j == i + 1 && next == close) // f(g(x.y)), a[b[x.y]]; not prose's [host]).
        || (next == '&' && nextThat == '&')
        || (next == '|' && nextThat == '|')
        || (j == i + 1 && next == '.' && Character.isLetter(nextThat));
  }

  /**
   * The start of a line, but for indentation, before an assignment's {@code =} or {@code +=}
   * (spaces allowed; not {@code ==} nor {@code =>}).
   */
  private static boolean assignmentTarget(TextAround around, int hostStart, int end) {
    if (!lineStartsBefore(around, hostStart)) {
      return false;
    }
    int j = end;
    while (j < end + 2 && around.at(j) == ' ') {
      j++;
    }
    if (around.at(j) == '+') {
      j++;
    }
    return around.at(j) == '='
        && around.at(j + 1) != '='
        && around.at(j + 1) != '>'
        && !realmAt(around, around.at(j + 1) == ' ' ? j + 2 : j + 1);
  }

  /**
   * A Kerberos realm at {@code i}: a dotted name in capitals ({@code ATHENA.MIT.EDU}), to which
   * krb5.conf's {@code [domain_realm]} maps a domain ({@code mit.edu = ATHENA.MIT.EDU}).
   */
  private static boolean realmAt(TextAround around, int i) {
    int start = i;
    boolean dot = false;
    boolean letter = false;
    for (char c = around.at(i); i < start + TextAround.AFTER; c = around.at(++i)) {
      if (c == '.' && i > start) {
        dot = true;
      } else if (c >= 'A' && c <= 'Z') {
        letter = true;
      } else if (!isDigit(c) && c != '-') {
        break;
      }
    }
    return dot && letter && around.at(i - 1) != '.' && !isAsciiIdentifierPart(around.at(i));
  }

  /**
   * The value of a variable or a key named after the member it takes, as code copies a member: a
   * name whose last word is the host's last label (the whole name, or after {@code _}, or a
   * camelCase word), then {@code =} or {@code :} ({@code parent_id = subfolder.id}, {@code u'id':
   * file.id}, {@code "name": statement.table.name}, {@code author=stmt.excluded.author}, {@code {
   * class_name: o.class.name }}); not a comparison ({@code a.id == b.id}, {@code x <= n.id}), nor a
   * scope ({@code survival::survexp.us}).
   */
  private static boolean namedAfterItsMember(TextAround around, int hostStart, String lowerTld) {
    int i = afterSpacesBefore(around, hostStart);
    char op = around.at(i - 1);
    if (op != '=' && op != ':') {
      return false;
    }
    // (a comparison's or a scope's operator, == <= ::, is no name's last letter)
    int keyEnd = afterSpacesBefore(around, i - 1);
    if (isQuote(around.at(keyEnd - 1))) {
      keyEnd--;
    }
    int start = keyEnd - lowerTld.length();
    if (!asciiWordAt(around, start, lowerTld)) {
      return false;
    }
    char first = around.at(start);
    char previous = around.at(start - 1);
    return !isAsciiIdentifierPart(previous)
        || previous == '_'
        || (first >= 'A' && first <= 'Z' && previous >= 'a' && previous <= 'z'); // parentId
  }

  /**
   * The value of an assignment statement in code, spaced as code spaces it: {@code x = message.id;}
   * (not a comparison, {@code a <= b.id;}, nor a shell's {@code HOST=example.com;}).
   */
  private static boolean assignedBefore(TextAround around, int hostStart) {
    return around.at(hostStart - 1) == ' '
        && around.at(hostStart - 2) == '='
        && around.at(hostStart - 3) == ' ';
  }

  /**
   * The name of a markup element, its content right after its start tag: {@code
   * <commons.jira.id>IO</commons.jira.id>}, {@code <jdk.module.name>${x}</jdk.module.name>}; not a
   * host in angle brackets, after which text goes on after a space or a stop ({@code Simon
   * <sa.me.uk>}, {@code mail <bug-time.org>.}), nor a POD format code ({@code
   * C<irc.perl.org>|irc://…}).
   */
  private static boolean elementName(TextAround around, int hostStart, int end, boolean more) {
    if (more
        || around.at(hostStart - 1) != '<'
        || around.at(end) != '>'
        || Character.isLetterOrDigit(around.at(hostStart - 2))) { // Perl's POD: C<irc.perl.org>
      return false;
    }
    char content = around.at(end + 1);
    return !Character.isWhitespace(content) && ".,;:!?)]}'\"".indexOf(content) < 0;
  }

  /**
   * Where the text a reader sees before {@code i} ends: HTML tags right before it skipped, within
   * the context read ({@code /etc/postfix/<a href="postconf.5.html"><b>main.cf}: after {@code /}).
   */
  private static int beforeTags(TextAround around, int i) {
    int floor = i - TextAround.BEFORE;
    for (int k; around.at(i - 1) == '>' && (k = tagBefore(around, i, floor)) != NO_TAG; ) {
      i = k;
    }
    return i;
  }

  /** No tag: not an index, which in a stream's kept context may be negative. */
  private static final int NO_TAG = Integer.MIN_VALUE;

  /**
   * Where the HTML tag that ends at {@code i} (after its {@code >}) starts; {@link #NO_TAG} if none
   * does.
   */
  private static int tagBefore(TextAround around, int i, int floor) {
    int k = i - 2;
    while (k > floor && "<>\n".indexOf(around.at(k)) < 0) {
      k--;
    }
    return around.at(k) == '<' && isTagStart(around.at(k + 1)) ? k : NO_TAG;
  }

  /**
   * The text of an HTML anchor, among the tags from {@code tagsStart} to the host, to a page beside
   * this one or a section of it ({@code <a href="postconf.5.html">main.cf</a>}, {@code <a
   * href="#x509ca"><code>x509.ca}): the name of what is documented there; a host's name would be
   * linked to the host (but {@code <a href="mirrors.html">ftp.debian.org</a>} is dropped too).
   */
  private static boolean anchorToPageBeside(TextAround around, int tagsStart, int hostStart) {
    // [tagsStart, hostStart) holds only whole tags (beforeTags), so each < starts one and each >
    // ends one; the anchor nearest the host decides
    boolean beside = false;
    for (int k = tagsStart; k < hostStart; k++) {
      if (around.at(k) == '<' && (around.at(k + 1) | 0x20) == 'a' && around.at(k + 2) == ' ') {
        for (int h = k + 3; around.at(h) != '>'; h++) {
          if (asciiWordAt(around, h, "href=") && isQuote(around.at(h + 5))) {
            beside = !absoluteReferenceAt(around, h + 6, hostStart);
            break;
          }
        }
      }
    }
    return beside;
  }

  /**
   * A scheme ({@code https:}) or {@code /} at {@code i}, before {@code limit}: not a page beside
   * this one ({@code <a href="/wiki/Amazon.com">Amazon.com</a>} is an article about a site).
   */
  private static boolean absoluteReferenceAt(TextAround around, int i, int limit) {
    if (around.at(i) == '/') {
      return true;
    }
    int j = i;
    while (j < limit
        && (Character.isLetterOrDigit(around.at(j)) || "+.-".indexOf(around.at(j)) >= 0)) {
      j++;
    }
    return j > i && Character.isLetter(around.at(i)) && around.at(j) == ':';
  }

  /**
   * Where the text a reader sees after {@code i} begins: HTML tags there skipped ({@code </a>(5)}).
   */
  private static int afterTags(TextAround around, int i) {
    int limit = i + TextAround.AFTER;
    while (around.at(i) == '<' && isTagStart(around.at(i + 1))) {
      int k = i + 1;
      while (k < limit && "<>\n".indexOf(around.at(k)) < 0) {
        k++;
      }
      if (around.at(k) != '>') {
        break;
      }
      i = k + 1;
    }
    return i;
  }

  /**
   * Interpolated in a template: {@code ${source.id}}, {@code #{x.to}}, or Mustache's, Jinja's and
   * Handlebars' {@code {{ user.id }}}.
   */
  private static boolean interpolated(TextAround around, int hostStart) {
    int i = hostStart;
    while (i > hostStart - 2 && around.at(i - 1) == ' ') {
      i--;
    }
    char open = around.at(i - 2);
    return around.at(i - 1) == '{'
        && (open == '{' || ((open == '$' || open == '#') && i == hostStart));
  }

  /**
   * An operand of {@code =} whose other operand is a dotted name with {@code _} in its last label,
   * which no host has: a column of a table ({@code ON p.author_id = u.id}, {@code WHERE
   * employees.id = accounts.sales_person}) or a member.
   */
  private static boolean besideAColumn(TextAround around, int hostStart, int end) {
    if (around.at(end) == ' ' && around.at(end + 1) == '=' && around.at(end + 2) == ' ') {
      int i = end + 3;
      int limit = end + TextAround.AFTER;
      boolean dot = false;
      boolean underscore = false;
      for (char c; i < limit && (isAsciiIdentifierPart(c = around.at(i)) || c == '.'); i++) {
        if (c == '.') {
          dot = true;
          underscore = false;
        } else if (c == '_') {
          underscore = true;
        }
      }
      if (dot && underscore && i < limit) {
        return true;
      }
    }
    if (around.at(hostStart - 1) == ' '
        && around.at(hostStart - 2) == '='
        && around.at(hostStart - 3) == ' ') {
      int floor = hostStart - TextAround.BEFORE;
      boolean underscore = false;
      for (int i = hostStart - 4; i > floor; i--) {
        char c = around.at(i);
        if (c == '.') {
          return underscore && isAsciiIdentifierPart(around.at(i - 1));
        }
        if (!isAsciiIdentifierPart(c)) {
          return false;
        }
        underscore |= c == '_';
      }
    }
    return false;
  }

  /**
   * An argument of a call, or an item of a list inside one, after other bare names: back from the
   * host over names and their {@code ,} or {@code , } to a {@code (} or {@code [} that a name or a
   * bracket opens ({@code assert_raises(ValueError, np.modf.at, x)}, {@code sta.append([a, b,
   * var.dtype.name,}), and ended by {@code ,}, {@code )} or {@code ]}. Prose opens its lists after
   * a space ({@code (ftp.gnu.org, example.org)}); Perl's {@code qw(} lists words; a macro's
   * arguments are values.
   */
  private static boolean laterArgument(TextAround around, int hostStart, int end) {
    char after = around.at(end);
    if (after != ',' && after != ')' && after != ']') {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    int names = 0;
    while (i > floor + 2) {
      if (around.at(i - 1) == ' ' && around.at(i - 2) == ',') {
        i -= 2;
      } else if (around.at(i - 1) == ',') {
        i--;
      } else {
        break;
      }
      int nameEnd = i;
      while (i > floor + 2
          && (isAsciiIdentifierPart(around.at(i - 1)) || around.at(i - 1) == '.')) {
        i--;
      }
      if (i == nameEnd) {
        return false;
      }
      names++;
    }
    char bracket = around.at(i - 1);
    char opener = around.at(i - 2);
    return names > 0
        && (bracket == '(' || bracket == '[')
        && ((isAsciiIdentifierPart(opener)
                && !qwBefore(around, i - 1)
                && !macroBefore(around, i - 1, floor))
            || opener == '('
            || opener == '[');
  }

  /**
   * A name in capitals before the bracket at {@code bracket}: a macro, whose arguments are values
   * (sendmail's {@code FEATURE(bestmx_is_local, my.site.com)}).
   */
  private static boolean macroBefore(TextAround around, int bracket, int floor) {
    int i = bracket;
    boolean lower = false;
    while (i > floor && isAsciiIdentifierPart(around.at(i - 1))) {
      char c = around.at(--i);
      lower |= c >= 'a' && c <= 'z';
    }
    return !lower;
  }

  /**
   * A class's or module's member in a Markdown code span or an HTML code element: a first label in
   * capitals and small letters ({@code `Time.at`}, {@code <code>Object.is</code>}), with no path
   * but an arity ({@code `ExUnit.run/1`}, Elixir's and Erlang's name of a function). Called for two
   * labels outside RFC 1591's generic TLDs, whose hosts code spans hold (`GitHub.com`).
   */
  private static boolean memberInCodeSpan(
      char[] text, TextAround around, int hostStart, int firstEnd, int hostAndPortEnd, int end) {
    if (!Character.isUpperCase(text[hostStart]) || !hasLower(text, hostStart, firstEnd)) {
      return false;
    }
    int spanEnd = end;
    if (hostAndPortEnd < end) { // an arity: /1, or /1` with the span's end taken into the link
      int i = hostAndPortEnd + 1;
      if (text[hostAndPortEnd] != '/' || i == end || !isDigit(text[i])) {
        return false;
      }
      while (i < end && isDigit(text[i])) {
        i++;
      }
      if (i < end && (i + 1 != end || text[i] != '`')) {
        return false;
      }
      spanEnd = i;
    }
    return (around.at(hostStart - 1) == '`' && around.at(spanEnd) == '`')
        || (asciiWordAt(around, hostStart - 6, "<code>")
            && asciiWordAt(around, spanEnd, "</code>"));
  }

  /**
   * A domain given to a command-line option between slashes, as dnsmasq's are ({@code
   * --server=/google.com/1.2.3.4}, {@code --local=/example.com/}): right after {@code =/} that ends
   * an option's name, and followed by {@code /} and no other (a path goes on: {@code
   * --conf=/etc.d/x.conf}).
   */
  private static boolean domainOfAnOption(
      char[] text, TextAround around, int hostStart, int hostAndPortEnd, int end) {
    if (around.at(hostStart - 2) != '=' || !Character.isLetter(around.at(hostStart - 3))) {
      return false;
    }
    if (hostAndPortEnd == end || text[hostAndPortEnd] != '/') {
      return false;
    }
    for (int i = hostAndPortEnd + 1; i < end; i++) {
      if (text[i] == '/') {
        return false;
      }
    }
    return true;
  }

  /**
   * A name in DNS whose labels start with {@code _}, as service names' do ({@code
   * _dmarc.example.com}, {@code srv-host=_ldap._tcp.example.com}, Markdown's {@code
   * \_jabber.\_tcp.google.com}): the {@code _} before the host starts a word or a label after
   * another such label, and a domain follows the host's first label — two labels or more, not under
   * a TLD that is a word. Not a name's part ({@code pam_unix.so}, {@code traced\_value.cc}), a
   * member after {@code ._} ({@code self._request.id}), nor a variable ({@code _G.re}, {@code
   * _req.headers.host}).
   */
  private static boolean serviceNameInDns(
      TextAround around, int hostStart, int labels, String lowerTld, LinkDetector detector) {
    if (labels < 3 || isWordTld(lowerTld, detector.topLevelDomains().publicSuffixList())) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int underscore = hostStart - 1;
    while (underscore > floor) {
      if (around.at(underscore - 1) == '\\') {
        underscore--; // Markdown's escape: \_
      }
      char c = around.at(underscore - 1);
      if (c != '.') {
        return !isAsciiIdentifierPart(c) && c != '-';
      }
      int i = underscore - 1; // the dot; the label before it must start with _ too
      while (i > floor && (isAsciiLetterOrDigit(around.at(i - 1)) || around.at(i - 1) == '-')) {
        i--;
      }
      if (i == underscore - 1 || around.at(i - 1) != '_') {
        return false;
      }
      underscore = i - 1;
    }
    return false;
  }

  /**
   * A key of git's configuration, after {@code git config} and its options ({@code git config
   * --global alias.co checkout}, {@code git config user.name}).
   */
  private static boolean gitConfigKey(TextAround around, int hostStart) {
    int i = hostStart - 1;
    while (around.at(i) == ' ') {
      if (asciiWordAt(around, i - 10, "git config")) {
        return true;
      }
      int token = i;
      while (token > hostStart - TextAround.BEFORE && around.at(token - 1) > ' ') {
        token--;
      }
      if (token == i || around.at(token) != '-') {
        return false;
      }
      i = token - 1;
    }
    return false;
  }

  /**
   * Every label the same as the first, the TLD too: a placeholder ({@code xxx.xxx.xxx.xxx} for an
   * address), which no registry's names are.
   */
  private static boolean allLabelsAlike(char[] text, int hostStart, int firstEnd, int hostEnd) {
    int length = firstEnd - hostStart;
    for (int i = firstEnd; i < hostEnd; i += length + 1) {
      if (hostEnd - (i + 1) < length
          || !LinkScanner.isLabelSeparator(text[i])
          || !Arrays.equals(text, hostStart, firstEnd, text, i + 1, i + 1 + length)) {
        return false;
      }
    }
    return true;
  }

  /** Keywords of SQL's clauses that compare columns, in the capitals SQL is written in. */
  private static final String[] SQL_CONDITIONS = {"WHERE", "JOIN", "ON", "AND", "OR", "HAVING"};

  /**
   * Keywords of SQL's clauses that list columns (a {@code BY} of {@code ORDER BY}, {@code GROUP BY}
   * or {@code PARTITION BY}).
   */
  private static final String[] SQL_LISTS = {"SELECT", "DISTINCT", "RETURNING", "BY"};

  /**
   * A column in an SQL statement: an operand of a comparison on a line where one of {@link
   * #SQL_CONDITIONS} or {@link #SQL_LISTS} comes before it within the context read ({@code WHERE
   * t1.id = t2.id}, {@code ON (b.ref = c.id)}), an item of a list where one of {@link #SQL_LISTS}
   * does ({@code SELECT users.id, addresses.id FROM}, {@code ORDER BY users.id}), or renamed,
   * whatever is before it ({@code sys.columns.name AS column_name}). A host in SQL is a string's
   * value, which its quotes keep from being an operand or an item ({@code WHERE hostname =
   * 'mypc.local.net'}); prose in capitals neither compares nor lists so ({@code PROVIDED BY
   * example.org AS IS AND example.com,}).
   */
  private static boolean sqlColumn(TextAround around, int hostStart, int end) {
    if (renamedAs(around, end)) {
      return true;
    }
    int next = end;
    while (next < end + 2 && around.at(next) == ' ') {
      next++;
    }
    char n = around.at(next);
    if (n == '='
        || n == '<'
        || n == '>'
        || (n == '!' && around.at(next + 1) == '=')
        || around.at(afterSpacesBefore(around, hostStart) - 1) == '=') {
      return sqlClauseBefore(around, hostStart, SQL_CONDITIONS)
          || sqlClauseBefore(around, hostStart, SQL_LISTS);
    }
    boolean listItem =
        n == ','
            || n == ')'
            || n == ';'
            || around.lineBreakAt(next)
            || (next > end && sameAt(around, next, "FROM"));
    return listItem && sqlClauseBefore(around, hostStart, SQL_LISTS);
  }

  /**
   * {@code AS} and a name in lower case that ends a list or has a {@code _}, right after {@code
   * end}.
   */
  private static boolean renamedAs(TextAround around, int end) {
    if (!sameAt(around, end + 1, "AS") || around.at(end) != ' ' || around.at(end + 3) != ' ') {
      return false;
    }
    int i = end + 4;
    boolean underscore = false;
    char c;
    for (; i < end + TextAround.AFTER && (isAsciiIdentifierPart(c = around.at(i))); i++) {
      if (c >= 'A' && c <= 'Z') {
        return false;
      }
      underscore |= c == '_';
    }
    char after = around.at(i);
    return i > end + 4
        && (underscore
            || after == ','
            || around.lineBreakAt(i)
            || (after == ' ' && sameAt(around, i + 1, "FROM")));
  }

  /** One of {@code clauses}, a word, before {@code hostStart} on its line within context. */
  private static boolean sqlClauseBefore(TextAround around, int hostStart, String[] clauses) {
    int floor = hostStart - TextAround.BEFORE;
    // (indexes before a stream's window are negative: no sentinel among them)
    boolean inWord = false;
    int wordEnd = 0;
    for (int i = hostStart - 1; i >= floor && around.isRead(i) && !around.lineBreakAt(i); i--) {
      char c = around.at(i);
      if (c < 'A' || c > 'Z') {
        inWord = false;
        continue;
      }
      if (!inWord && !isAsciiIdentifierPart(around.at(i + 1))) {
        inWord = true;
        wordEnd = i + 1;
      }
      if (inWord && !isAsciiIdentifierPart(around.at(i - 1))) {
        for (String clause : clauses) {
          if (wordEnd - i == clause.length()
              && sameAt(around, i, clause)
              && (!clause.equals("BY") || orderingBefore(around, i - 1))) {
            return true;
          }
        }
        inWord = false;
      }
    }
    return false;
  }

  /** {@code ORDER}, {@code GROUP} or {@code PARTITION} and the space at {@code space}. */
  private static boolean orderingBefore(TextAround around, int space) {
    return around.at(space) == ' '
        && (sameAt(around, space - 5, "ORDER")
            || sameAt(around, space - 5, "GROUP")
            || sameAt(around, space - 9, "PARTITION"));
  }

  /**
   * The values a name is given that no host is: truth values and nothing, as languages write them.
   */
  private static final String[] TRUTH_VALUES = {
    "TRUE", "FALSE", "True", "False", "true", "false", "NULL", "None", "null", "nil", "NA"
  };

  /**
   * Given a truth value or nothing by {@code =} right after it: an argument's or a setting's name
   * ({@code split(dt, keep.by = FALSE)}, {@code as.is = TRUE}), which no host is (a quoted key,
   * {@code "example.com" = true}, is not right before the {@code =}).
   */
  private static boolean givenATruthValue(TextAround around, int end) {
    int i = around.at(end) == ' ' ? end + 1 : end;
    if (around.at(i) != '=' || around.at(i + 1) == '=') {
      return false;
    }
    i = around.at(i + 1) == ' ' ? i + 2 : i + 1;
    for (String value : TRUTH_VALUES) {
      if (sameAt(around, i, value)
          && !isAsciiIdentifierPart(around.at(i + value.length()))
          && around.at(i + value.length()) != '.') {
        return true;
      }
    }
    return false;
  }

  /**
   * The right operand of {@code +}, {@code *} or {@code %}, or of Lua's {@code ..}, in an
   * expression that a statement's end, a bracket, a comma or, right after it, another {@code +}
   * closes: {@code a.href = "#" + entry.element.id;}, {@code f("x" .. obj.name)}, {@code
   * '"'+e.id+'"'}. Prose puts no host after these.
   */
  private static boolean operandOfArithmetic(TextAround around, int hostStart, int end) {
    int i = around.at(hostStart - 1) == ' ' ? hostStart - 1 : hostStart;
    char operator = around.at(i - 1);
    boolean arithmetic =
        operator == '+'
            || operator == '*'
            || operator == '%'
            || (operator == '.' && around.at(i - 2) == '.');
    if (!arithmetic || (i == hostStart && operator == '.')) {
      return false;
    }
    // a binary operator, after an operand: not a list's bullet (* salsa.debian.org;), nor C++
    int k = operator == '.' ? i - 2 : i - 1;
    char left = around.at(k - 1) == ' ' ? around.at(k - 2) : around.at(k - 1);
    if (!isAsciiIdentifierPart(left) && "\"')]".indexOf(left) < 0) {
      return false;
    }
    char after = around.at(end);
    // (or a concatenation's middle operand: '"' + e.id + '"')
    return after == ';' || after == ')' || after == ']' || after == ',' || after == '+';
  }

  /**
   * Inside angle brackets before a space and a host, an address whose {@code @} is written as a
   * space: the host is its local part ({@code <zeddyu.lu gmail.com>}, {@code <alex.leo.ca
   * gmail.com>}).
   */
  private static boolean localPartOfSpacedAddress(TextAround around, int hostStart, int end) {
    if (around.at(hostStart - 1) != '<' || around.at(end) != ' ') {
      return false;
    }
    int limit = end + TextAround.AFTER;
    int i = end + 1;
    while (i < limit && (isAsciiLetterOrDigit(around.at(i)) || around.at(i) == '-')) {
      i++;
    }
    int labels = 0;
    while (i < limit && around.at(i) == '.' && isAsciiLetterOrDigit(around.at(i + 1))) {
      labels++;
      i++;
      while (i < limit && (isAsciiLetterOrDigit(around.at(i)) || around.at(i) == '-')) {
        i++;
      }
    }
    return labels > 0 && i < limit && around.at(i) == '>';
  }

  /**
   * A fragment that names a method, {@code ()} after it: a reference in documentation or code
   * ({@code Memory.Store#get()}, {@code
   * java.management/x.ManagementFactory#getPlatformMBeanServer()}).
   */
  private static boolean methodReference(char[] text, int hostAndPortEnd, int end) {
    if (hostAndPortEnd >= end || text[end - 1] == '#') {
      return false;
    }
    int hash = -1;
    for (int i = hostAndPortEnd; i < end; i++) {
      if (text[i] == '#') {
        hash = i;
        break;
      }
    }
    return hash >= 0 && end - hash > 3 && text[end - 2] == '(' && text[end - 1] == ')';
  }

  /**
   * A POSIX utility whose operands are files, and only files ({@code cp}, {@code mv}, {@code ln},
   * {@code rm}, {@code cat}, {@code touch}, {@code chmod}, and the editors {@code vi}, {@code vim},
   * {@code emacs}, {@code nano}), starting a command before the host, its other operands between:
   * {@code $ cp server.key server.key.org}, {@code # cat Kexample.com.+013+10376.key}, {@code # ln
   * -s libdb-3.2.sl libdb.sl}. The command starts a line, follows a prompt ({@code $ }, {@code # },
   * {@code % }) or an HTML tag, or is chained ({@code ;}, {@code &&}, {@code |}, {@code sudo}).
   */
  private static boolean argumentOfAFileCommand(TextAround around, int hostStart) {
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    while (i > floor + 1 && around.at(i - 1) == ' ') {
      int wordEnd = i - 1;
      int wordStart = wordEnd;
      while (wordStart > floor + 1 && isShellWordChar(around.at(wordStart - 1))) {
        wordStart--;
      }
      if (wordStart == wordEnd) {
        return false;
      }
      if (isFileCommand(around, wordStart, wordEnd)) {
        return commandStartsAt(around, wordStart, floor);
      }
      i = wordStart;
    }
    return false;
  }

  private static boolean isShellWordChar(char c) {
    return switch (c) {
      case ';', '|', '&', '<', '>', '(', ')', '\'', '"', '`' -> false;
      default -> c > ' ';
    };
  }

  private static final String[] FILE_COMMANDS = {
    "cat", "chgrp", "chmod", "chown", "cp", "emacs", "ln", "mv", "nano", "rm", "touch", "vi", "vim"
  };

  /** One of {@link #FILE_COMMANDS} at [start, end), in lower case as a shell has it. */
  private static boolean isFileCommand(TextAround around, int start, int end) {
    for (String command : FILE_COMMANDS) {
      if (command.length() == end - start && sameAt(around, start, command)) {
        return true;
      }
    }
    return false;
  }

  /** {@code word} at {@code i}, in the case it is written in. */
  private static boolean sameAt(TextAround around, int i, String word) {
    for (int k = 0; k < word.length(); k++) {
      if (around.at(i + k) != word.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /** A command starts at {@code i}: a line's start, a prompt, a tag's end, or a chain before. */
  private static boolean commandStartsAt(TextAround around, int i, int floor) {
    int j = blanksBefore(around, i, floor + 1);
    if (around.lineStartsAt(j)) {
      return true;
    }
    char c = around.at(j - 1);
    if (c == '>' || c == ';' || c == '&' || c == '|') {
      return true;
    }
    if (j < i && (c == '$' || c == '#' || c == '%')) {
      char promptBefore = around.at(j - 2);
      return around.lineStartsAt(j - 1) || promptBefore == '>' || promptBefore == ' ';
    }
    return j < i && wordBefore(around, i, "sudo");
  }

  /**
   * In quotes ({@code 'hostname.mc'}, {@code "syscall.ph"}, GNU's {@code `local.cf'}), a name of
   * two labels under a country code is a string of code or a file's name in prose: a key ({@code {
   * "key.cu", "Currency" }}), a format ({@code "HH.mm"}), a file. Not an internationalized name
   * ({@code "goșu.ro"}, {@code 'xn--bcher-kva.ch'}), which only domains are.
   */
  private static boolean quotedCountryCodeName(
      char[] text, TextAround around, int hostStart, int end, String lowerTld) {
    char open = around.at(hostStart - 1);
    char close = around.at(end);
    boolean quoted = (isQuote(open) && close == open) || (open == '`' && close == '\'');
    if (!quoted
        || lowerTld.length() != 2
        || !isAscii(text, hostStart, end)
        || (end - hostStart > 4
            && (text[hostStart] | 0x20) == 'x'
            && (text[hostStart + 1] | 0x20) == 'n'
            && text[hostStart + 2] == '-'
            && text[hostStart + 3] == '-')) {
      return false;
    }
    return Character.isLetter(lowerTld.charAt(0)) && Character.isLetter(lowerTld.charAt(1));
  }

  /**
   * The key of a pair in a table of code, quoted after {@code {} and followed by a comma: {@code {
   * "signature.algorithm.name", "Signaturalgorithmusname" }}, {@code { "type.nu.arab", … }} (a
   * Java resource bundle's).
   */
  private static boolean quotedTableKey(TextAround around, int hostStart, int end) {
    char quote = around.at(hostStart - 1);
    if (!isQuote(quote) || around.at(end) != quote || around.at(end + 1) != ',') {
      return false;
    }
    int i = hostStart - 1;
    if (around.at(i - 1) == ' ') {
      i--;
    }
    return around.at(i - 1) == '{';
  }

  /**
   * The name of an anchor in HTML, which a fragment refers to: an {@code id} attribute's value
   * ({@code <a id="sidebar.snapshot.debian.org">}), an anchor's {@code name} ({@code <a
   * class="anchor" name="internal.htx.free">}), or the fragment of a reference to a page ({@code
   * href="apt.html#sidebar.snapshot.debian.org"}, {@code href="#httpclient.resolvers.id"}); not
   * other elements' names, which may be hosts ({@code <hostname name="openbsd.org">}).
   */
  private static boolean anchorName(TextAround around, int hostStart) {
    char before = around.at(hostStart - 1);
    if (before == '#') {
      char c = around.at(hostStart - 2);
      return isQuote(c) || asciiWordAt(around, hostStart - 5, "html");
    }
    if (!isQuote(before)) {
      return false;
    }
    int equals = hostStart - 2;
    if (around.at(equals) != '=') {
      return false;
    }
    if (asciiWordAt(around, equals - 3, " id")) {
      return true;
    }
    if (!asciiWordAt(around, equals - 5, " name")) {
      return false;
    }
    // an anchor's name: the tag it is in is <a
    for (int i = equals - 6; i > hostStart - TextAround.BEFORE && around.at(i) != '>'; i--) {
      if (around.at(i) == '<') {
        return (around.at(i + 1) | 0x20) == 'a' && around.at(i + 2) == ' ';
      }
    }
    return false;
  }

  /**
   * Among the tags in [{@code tagsStart}, {@code hostStart}), one whose class names a file, as
   * DocBook's and Sphinx's HTML mark file names up: {@code <code class="filename">}, {@code <code
   * class="file docutils literal">}.
   */
  private static boolean fileClassBefore(TextAround around, int tagsStart, int hostStart) {
    for (int k = tagsStart; k < hostStart - 10; k++) {
      if (around.at(k) == 'c' && asciiWordAt(around, k, "class=")) {
        char quote = around.at(k + 6);
        if (!isQuote(quote)) {
          continue;
        }
        int i = k + 7;
        while (i < hostStart && around.at(i) != quote) {
          int word = i;
          while (i < hostStart && around.at(i) != quote && around.at(i) != ' ') {
            i++;
          }
          if ((i - word == 4 && asciiWordAt(around, word, "file"))
              || (i - word == 8 && asciiWordAt(around, word, "filename"))) {
            return true;
          }
          if (around.at(i) == ' ') {
            i++;
          }
        }
      }
    }
    return false;
  }

  /** A start or end tag's first char after {@code <}: a letter, or {@code /}. */
  private static boolean isTagStart(char c) {
    return c == '/' || (c < 128 && Character.isLetter(c));
  }

  private static boolean isEquality(char first, char second) {
    return (first == '=' || first == '!' || first == '~') && second == '=';
  }

  /** Spaces, {@code |}, spaces and a count or {@code Bin}: a file in git's diffstat. */
  private static boolean diffstatAfter(TextAround around, int end) {
    int i = end;
    int limit = end + TextAround.AFTER;
    while (i < limit && around.at(i) == ' ') {
      i++;
    }
    if (i == end || i >= limit - 3 || around.at(i) != '|' || around.at(i + 1) != ' ') {
      return false;
    }
    i++;
    while (i < limit && around.at(i) == ' ') {
      i++;
    }
    return i < limit - 1
        && (isDigit(around.at(i)) || (around.at(i) == 'B' && around.at(i + 1) == 'i'));
  }

  /**
   * Followed by an address written out ({@code " at "}, {@code "(at)"} ...), after a {@code +tag}
   * if any ({@code jane.name+git at example.org}): the host is a local part.
   */
  private static boolean localPartOfAddress(TextAround around, int end) {
    int i = end;
    if (around.at(i) == '+') {
      i++;
      while (i < end + TextAround.AFTER - 6 && isLocalPartChar(around.at(i))) {
        i++;
      }
    }
    if (around.at(i) == ' ' && (around.at(i + 1) == '(' || around.at(i + 1) == '[')) {
      i++;
    }
    // " at " must be followed by a domain: "mirrored at example.com at night" is no address,
    // nor "names of the form xxx.internal.example.org at 192.168.1.1"
    return writtenAt(around, i)
        && (around.at(i) != ' ' || domainNameAt(around, i + 4, end + TextAround.AFTER));
  }

  /**
   * A domain name starts at {@code i}: a dot inside, a letter in its last label ({@code gmail.com};
   * not {@code "at night"}, nor an IPv4 address).
   */
  private static boolean domainNameAt(TextAround around, int i, int limit) {
    int start = i;
    boolean dot = false;
    boolean letterAfterDot = false;
    while (i < limit - 1
        && (Character.isLetterOrDigit(around.at(i))
            || around.at(i) == '.'
            || around.at(i) == '-')) {
      char c = around.at(i);
      if (c == '.' && i > start && Character.isLetterOrDigit(around.at(i + 1))) {
        dot = true;
        letterAfterDot = false;
      } else if (dot && Character.isLetter(c)) {
        letterAfterDot = true;
      }
      i++;
    }
    return dot && letterAfterDot;
  }

  private static boolean isLocalPartChar(char c) {
    return c < 0x80 && (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_');
  }

  /**
   * Named a file by the word before it: {@code file} or {@code files}, with or without a colon
   * ({@code Files: CleanSpec.mk}, a Debian copyright file's list; {@code file foo.tf}).
   */
  private static boolean fileWordBefore(TextAround around, int hostStart) {
    return wordBefore(around, hostStart, "file")
        || wordBefore(around, hostStart, "files")
        || wordBefore(around, hostStart, "file:")
        || wordBefore(around, hostStart, "files:");
  }

  /**
   * Named a file by the word after it, or by "configuration file": {@code the main.tf file}, {@code
   * two .tf files}, {@code sendmail.mc and submit.mc configuration files}.
   */
  private static boolean fileWordAfter(TextAround around, int end) {
    if (around.at(end) != ' ') {
      return false;
    }
    int i = end + 1;
    if (asciiWordAt(around, i, "configuration ")) {
      i += "configuration ".length();
    } else if (asciiWordAt(around, i, "config ")) {
      i += "config ".length();
    }
    if (!asciiWordAt(around, i, "file")) {
      return false;
    }
    char next = around.at(i + 4) == 's' ? around.at(i + 5) : around.at(i + 4);
    return !Character.isLetterOrDigit(next);
  }

  /**
   * The files a ChangeLog entry starts with, after its bullet {@code "* "} at the start of a line:
   * a list of names separated by {@code ", "}, ended by {@code ": "} or {@code " ("} ({@code *
   * cfg.mk (sc_rule): New rule.}, {@code * make-all.com, setup.com: New files.}, {@code *
   * gcc.target/i386/pr87930.c: Move to ...}).
   */
  private static boolean changeLogEntryFiles(TextAround around, int hostStart, int end) {
    char next = around.at(end);
    boolean listGoesOn =
        ((next == ':' || next == ',') && Character.isWhitespace(around.at(end + 1)))
            || (next == ' ' && around.at(end + 1) == '(');
    if (!listGoesOn) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = hostStart;
    while (around.at(i - 1) == ' ' && around.at(i - 2) == ',') {
      i -= 2; // back over the name before ", "
      while (i > floor + 2 && isListedNameChar(around.at(i - 1))) {
        i--;
      }
    }
    return i - 2 > floor && entryBulletBefore(around, i, floor);
  }

  /** A ChangeLog entry's bullet {@code "* "} just before {@code i}, at a line's start. */
  private static boolean entryBulletBefore(TextAround around, int i, int floor) {
    return around.at(i - 1) == ' '
        && around.at(i - 2) == '*'
        && around.lineStartsAt(blanksBefore(around, i - 2, floor + 1));
  }

  /**
   * Where the spaces and tabs just before {@code i} begin, going back no further than {@code
   * limit}.
   */
  private static int blanksBefore(TextAround around, int i, int limit) {
    while (i > limit && (around.at(i - 1) == ' ' || around.at(i - 1) == '\t')) {
      i--;
    }
    return i;
  }

  private static boolean isListedNameChar(char c) {
    return c > ' ' && c != ',' && c != '*';
  }

  /**
   * The subject a ChangeLog entry or a commit message starts with, at the start of a line or after
   * an abbreviated commit hash, followed by {@code ": "} ({@code cfg.mk: exclude devel/}, {@code
   * 7f006436 Makefile.vc: fix}), or if {@code fileLike}, after a {@code -} bullet ({@code -
   * configure.ng: use pkg-config}); or a ChangeLog's {@code (dir.info): Depend on ...}, at a line's
   * start or after an entry's file ({@code * Makefile.in (dir.info):}).
   */
  private static boolean entrySubject(TextAround around, int hostStart, int end, boolean fileLike) {
    if (around.at(hostStart - 1) == '(' && around.at(end) == ')' && around.at(end + 1) == ':') {
      // at a line's start or after an entry's file (not BIND's "client 192.0.2.1#53
      // (example.com): query")
      int floor = hostStart - TextAround.BEFORE;
      int i = blanksBefore(around, hostStart - 1, floor + 1);
      int j = i;
      while (j > floor + 2 && isListedNameChar(around.at(j - 1))) {
        j--;
      }
      return around.lineStartsAt(i) || (j < i && entryBulletBefore(around, j, floor));
    }
    if (around.at(end) != ':' || !Character.isWhitespace(around.at(end + 1))) {
      return false;
    }
    int floor = hostStart - TextAround.BEFORE;
    int i = blanksBefore(around, hostStart, floor);
    return around.lineStartsAt(i)
        || (i < hostStart && around.lineStartsAt(commitHashBefore(around, i, floor)))
        // "- configure.ng: ..." (two labels, not in com, org, net …: "- ftp.example.org: a
        // mirror" is a list of hosts)
        || (fileLike
            && i < hostStart
            && around.at(i - 1) == '-'
            && around.lineStartsAt(blanksBefore(around, i - 1, floor)));
  }

  /**
   * Where an abbreviated commit hash of 7 to 12 hex digits, one a letter, ending at {@code i}
   * begins ({@code git log --oneline}: {@code 7f006436 Makefile.vc: fix ...}), reading no further
   * back than {@code floor}; {@code i} if none.
   */
  private static int commitHashBefore(TextAround around, int i, int floor) {
    int j = i;
    boolean letter = false; // not a number: "1700000000 example.com: ..." is a time and a host
    while (j > Math.max(i - 13, floor + 1) && isLowerHexDigit(around.at(j - 1))) {
      letter |= !isDigit(around.at(j - 1));
      j--;
    }
    return letter && i - j >= 7 && !isLowerHexDigit(around.at(j - 1)) ? j : i;
  }

  private static boolean isLowerHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f');
  }

  /**
   * A neighbour within the context read with the same labels as the host's {@code text[hostStart,
   * prefixEnd)} (all but its last) and then a label that no host ends in (not a TLD, or one of the
   * new generic TLDs that are words: {@code user.email}), and no more labels or path: {@code
   * java.io, java.util}, {@code sendemail.to, sendemail.transferEncoding}, {@code
   * binutils.templates.fr, binutils.templates.ja}.
   */
  private static boolean hasIdentifierNeighbour(
      char[] text,
      TextAround around,
      int hostStart,
      int prefixEnd,
      int end,
      LinkDetector detector) {
    int prefixLength = prefixEnd - hostStart;
    int limit = end + TextAround.AFTER;
    for (int i = hostStart - TextAround.BEFORE + 1; i < limit - prefixLength - 2; i++) {
      if (i == hostStart) {
        i = end;
      }
      if (around.at(i) != text[hostStart] // most places: one compare
          || Character.isLetterOrDigit(around.at(i - 1))
          || around.at(i - 1) == '.') {
        continue;
      }
      int k = 1;
      while (k < prefixLength && around.at(i + k) == text[hostStart + k]) {
        k++;
      }
      if (k < prefixLength || around.at(i + k) != '.') {
        continue;
      }
      int labelStart = i + k + 1;
      int labelEnd = labelStart;
      while (labelEnd < limit && isAsciiLetterOrDigit(around.at(labelEnd))) {
        labelEnd++;
      }
      if (labelEnd == labelStart || labelEnd >= limit - 1) {
        continue;
      }
      char next = around.at(labelEnd);
      if (next == '/'
          || Character.isLetterOrDigit(next)
          || (next == '.' && Character.isLetterOrDigit(around.at(labelEnd + 1)))) {
        continue; // more of a host or path, not a name of two labels
      }
      StringBuilder label = new StringBuilder(labelEnd - labelStart);
      for (int j = labelStart; j < labelEnd; j++) {
        label.append(Character.toLowerCase(around.at(j)));
      }
      String l = label.toString();
      if (!detector.topLevelDomains().contains(l)
          || isWordTld(l, detector.topLevelDomains().publicSuffixList())) {
        return true;
      }
    }
    return false;
  }

  /**
   * A generic TLD added after RFC 1591's seven, whose names are words that also name files and
   * identifiers: ICANN's new generic TLDs ({@code .target}, {@code .email}; marked in the Public
   * Suffix List), and the others of the bundled list's root zone of three ASCII letters or more
   * that are no country code ({@code .info}, {@code .name}, {@code .cat}, {@code .biz}, {@code
   * .pro}) — not {@code .arpa}, DNS's own, whose names are zones and hosts ({@code home.arpa}), and
   * not a private TLD a configured list adds ({@code .internal}, {@code .corp}). And of RFC 1591's,
   * {@code .int}: a few hundred treaty organisations' domains, and code's integer ({@code
   * self.int}, {@code builtins.int}).
   */
  private static boolean isWordTld(String lowerTld, PublicSuffixList suffixes) {
    if (suffixes.isNewGenericTld(lowerTld) || lowerTld.equals("int")) {
      return true;
    }
    if (lowerTld.length() < 3
        || RFC_1591_GENERIC.contains(lowerTld)
        || lowerTld.equals("arpa")
        || !TopLevelDomains.getDefault().contains(lowerTld)) {
      return false;
    }
    for (int i = 0; i < lowerTld.length(); i++) {
      char c = lowerTld.charAt(i);
      if (c < 'a' || c > 'z') {
        return false; // an internationalized country code (xn--p1ai, рф)
      }
    }
    return true;
  }

  private static boolean isAsciiLetterOrDigit(char c) {
    return c < 0x80 && Character.isLetterOrDigit(c);
  }

  /** {@code ", line 12"}, {@code "', line 12"} or {@code " line 12"} at {@code i}. */
  private static boolean followedByLineNumber(TextAround around, int i) {
    if (isQuote(around.at(i))) {
      i++;
    }
    if (around.at(i) == ',') {
      i++;
    }
    for (int k = 0; k < LINE.length(); k++) {
      if (around.at(i + k) != LINE.charAt(k)) {
        return false;
      }
    }
    return isDigit(around.at(i + LINE.length()));
  }

  private static final String LINE = " line ";

  /**
   * Whether the host {@code text[hostStart, hostEnd)} starts with the label {@code www} (any case).
   */
  static boolean firstLabelIsWww(char[] text, int hostStart, int hostEnd) {
    return hostEnd - hostStart > 4
        && (text[hostStart] | 0x20) == 'w'
        && (text[hostStart + 1] | 0x20) == 'w'
        && (text[hostStart + 2] | 0x20) == 'w'
        && LinkScanner.isLabelSeparator(text[hostStart + 3]);
  }

  /** Capitals in labels after the first, none in it: {@code module.Class}, a key or a member. */
  private static boolean capitalsOnlyAfterFirstLabel(
      char[] text, int hostStart, int firstEnd, int hostEnd) {
    return !hasUpper(text, hostStart, firstEnd) && hasUpper(text, firstEnd, hostEnd);
  }

  private static boolean hasUpper(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isUpperCase(text[i])) {
        return true;
      }
    }
    return false;
  }

  private static boolean hasLower(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Character.isLowerCase(text[i])) {
        return true;
      }
    }
    return false;
  }

  static boolean isAscii(char[] text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (text[i] >= 0x80) {
        return false;
      }
    }
    return true;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
