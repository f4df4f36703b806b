package io.github.uts58.core;

import static io.github.uts58.core.AsciiChars.isBlank;
import static io.github.uts58.core.AsciiChars.isDigit;

import java.util.Locale;

/**
 * {@link SchemelessLinks#PRECISE}: whether a URL that UTS #58 found without a scheme is a link, or
 * a file name or code identifier that looks like a host ({@code setup.py}, {@code Makefile.in},
 * {@code user.email}, {@code org.freedesktop.DBus}). Decided from evidence in the text, in this
 * order; the first rule that applies decides:
 *
 * <ol>
 *   <li>A first label {@code www}, or a {@code www.} host an {@code _} cut ({@code
 *       www.my_example.site}), {@code //} before the host (another scheme, {@code ftp://}, or a
 *       scheme-relative reference; not a path's separator doubled, {@code
 *       http://localhost:80//helloworld.pl}; not a call or an assignment commented out, {@code //Element.show(x);}, {@code //state.next =
 *       state.codes;}, nor an
 *       item's key in a formula, with its parameters or as a call's argument: Zabbix's {@code
 *       last(//vm.memory.total[hrStorageSize.Memory])}, {@code last(//vm.memory.free)}), or an HTTP
 *       {@code Host:} header or a key {@code host:}, its value quoted or not, or {@code host =} with a quoted value ({@code FLEEP_HOST = 'fleep.io'}; {@code hostname} too, {@code DOCKER_HOSTNAME = 'docker.io'}), a quoted value after the key quoted too or before Perl's {@code =>} ({@code 'domain': 'github.io'}, {@code Domain => "bit.ch"}) or a shell's variable ({@code RELEASE_HOST=proxy.xyz ./release.sh}), or the noun before a name quoted ({@code a fake host 'srv.host'}), {@code server} and {@code proxy} as {@code host}, and each as a key's last camelCase word ({@code NextProxy="host.name"}), or {@code domain} so ({@code domain: local.zone}), a long option {@code --host} or {@code --domain} ({@code fierce --domain zonetransfer.me}), {@code the domain} before it ({@code the domain miek.nl}), a quoted name compared with a variable so named ({@code $domain eq "simula.no"}, {@code host == 'x.tv'}) (not a type, {@code domain: dns.name.Name}, nor an identifier that goes on, {@code host: host.to_i}, nor code's own member after either, {@code {
 *       host: this.options.proxy.host }}, {@code //this.name = url;}, nor one named after the key,
 *       {@code { host: uri.host }}, which code copies unquoted: {@code 'host': 'remote.host'} is a
 *       string): a link; so is a host after a scheme whose slashes JSON escapes
 *       ({@code "https:\/\/openidp.feide.no\/"}) or one of the URL Standard's special schemes
 *       with one slash ({@code prefix="https:/doi.org/"}), an ad blocker's filter rule's domain
 *       ({@code ||ads.example.cc^}, {@code $domain=open.fm|di.fm}, {@code camhub.cc##.table}), and a
 *       quoted argument of a call named after hosts ({@code checkPublicSuffix('test.us',
 *       'test.us')}, {@code whois('funet.fi')}) or the first of a Perl network client's constructor ({@code
 *       Net::LDAP->new('remote.host')}). A query right
 *       after the host that names no value is no
 *       evidence: the host is judged alone ({@code example.com:8080?stuff}), and not a link if code
 *       follows the {@code ?} (a condition of {@code ?:}, a Ruby predicate: {@code
 *       bw.ie?i.focus():x}, {@code File.directory?(path)}, or a boolean operator or a symbol after
 *       a lone {@code ?}: {@code node.arguments.one? &&}, {@code day.is? :tuesday}; or whatever
 *       follows if the host's own member or {@code this}'s does: {@code t.style?t.style.opacity=e:x},
 *       or if it holds a raw {@code "}, {@code ===}, {@code !==} or a later {@code &&}).
 *   <li>The end of a sentence in Chinese or Japanese run together with a word: a wide full stop
 *       between a label in their script and an ASCII TLD ({@code と答えてください．cc}). Part of a path or
 *       an identifier: {@code /}, {@code \}, {@code _} or (with no path after) {@code $} just
 *       before the host, or {@code %} starting a token (LLVM's {@code %v.fr = freeze}), or a letter
 *       and {@code *} before two labels under a country code (a glob, {@code Diagnostic*Kinds.td};
 *       not {@code *.example.com}, {@code news@*netuse.de}), or roff's escape of a char glued to it
 *       ({@code \(rsr.li}; not PostScript's {@code (\(example.com\))}), {@code (} or {@code _} just
 *       after the link ({@code src/app.py}, {@code test_app.py}, {@code dbm.open()}, {@code
 *       kernel.pid_max}; {@code ._} too: {@code report._constants}, a namespace then, whose later
 *       members are code too: {@code fmt.bg._00FF00}, then {@code fmt.bg.tab}; a port with a
 *       leading zero, a field's format spec: {@code {dts.day:02d}}; the right operand of a comparison
 *       glued to the name it compares, in lower case ({@code r<a.top?n.top=a.top-r:l}; not POD's {@code
 *       C<example.com>}); a template's field between {@code ##}
 *       ({@code ##locale.select##}, {@code f.select## A select}; not an ad blocker's element rule,
 *       {@code bing.com##li.b_ans}); in HTML, the {@code /} and
 *       {@code (} a reader sees, tags between skipped: {@code /etc/postfix/<a
 *       href="postconf.5.html">main.cf</a>}, {@code master.cf</a>(5)}; not an option's domain
 *       between slashes, {@code --server=/google.com/1.2.3.4}, nor after DNS's {@code _} labels,
 *       {@code _ldap._tcp.example.com}, nor between two {@code _} of light markup's emphasis, {@code (server: _irc.libera.chat_, …)}, a DKIM key's after its selector, {@code
 *       20120113._domainkey.gmail.com.}, nor a host an {@code _} cut where a host starts ({@code
 *       http://iks_pn.sggw.pl/}), nor a Kerberos service principal's host, {@code
 *       HTTP/client.example.com}, {@code imap/host.domain.name@REALM}, {@code host/foo.mit.edu},
 *       nor an address's domain under a TLD no file has, its {@code @} written {@code _at_} or
 *       {@code /at/}, also reStructuredText's escaped {@code \_at\_}, the address ended as an
 *       address ends, HTML's {@code &gt;} too: {@code nospam_at_plessy.org>}, {@code
 *       tobydox/at/users.sourceforge.net>}, {@code &lt;olof.edlund_at_upright.se&gt;}, {@code
 *       <helder\_at\_gmail.com>}; not a path's file, {@code tests/tst_at_exit.jp}); a
 *       path whose first segment has the host's file extension, alternatives each a file of that
 *       type ({@code metaspades.py/rnaspades.py/etc}, {@code main.cf/master.cf}), or one file in two types, another extension alone after the {@code /} ({@code gdal.so/dll}); a port followed
 *       by {@code :} and a digit ({@code app.cc:12:5}); followed by {@code ", line N"} or {@code "
 *       line N"} (Python and Perl tracebacks); a file in git's diffstat ({@code meson.build | 79
 *       ++--}); one of the files a ChangeLog entry starts with, after its bullet ({@code * cfg.mk
 *       (rule):}, {@code * make-all.com, setup.com: New files.}, even with a path: {@code *
 *       gcc.target/i386/a.c:}); a copy's destination named after its source's host (rsnapshot's
 *       {@code backup root@example.com:/etc/ example.com/}); a path's placeholder ({@code
 *       path.to/filename.db}); an operand of a command whose operands are files ({@code $ cp
 *       server.key server.key.org}), or of a compiler ({@code $ clang++ axpy.cu -o axpy}, also
 *       highlighted in HTML); a key of git's configuration ({@code git config --global alias.co});
 *       a parameter of the kernel's command line that dracut's functions read ({@code getargs
 *       rd.lvm.lv}, {@code getargbool 0 rd.udev.info}), whose last label is then a member's name
 *       (see rule 4); a member or a module ({@code ic->core.im}, not after HTML's comment end, {@code
 *       -->mhonarc.org}, {@code import java.io.*}, {@code
 *       edge.to?.location}, {@code ${source.id}}, {@code {{ user.id }}}, a module Python runs:
 *       {@code python3 -m ase.db.app}, a module Cython imports: {@code from renpy.uguu.gl cimport
 *       GLuint}, a field interpolated with a conversion: {@code [project.current.name!q]}, {@code {self.name!r}}, a Python f-string's field ({@code f'dtype {arr.dtype.name}'}), an element assigned or read on: {@code rho.np[mask] = x}, {@code
 *       self.data[key].older}, {@code exn.iq['error']}, an expression before the value a comment
 *       gives it: {@code post.pk # => 123}, a chain of calls going on on the next line ({@code
 *       parser.hooks.call}, then {@code .for("x")}), the Template Toolkit's {@code [% user.name %]}, a first
 *       label {@code this} or {@code self}: {@code this.npm.global}, a private field: {@code
 *       this.#root.id}, a Python module: {@code from x.y import}, also after a doctest's {@code
 *       >>>} or in a string a program writes ({@code f.write("from mininet.net import Mininet")}),
 *       a module code requires: {@code require "util.net"}, a condition of Lua or Ruby that {@code
 *       then} ends: {@code if not attr.to then}, Ruby's condition after a jump: {@code return
 *       unless context.opts.stream}, an argument after a string: {@code
 *       logger.debug("id: %s", account.id)}, a later argument after bare names: {@code
 *       assert_raises(TypeError, np.matmul.at, a)}, a class's member in a code span: {@code
 *       `Time.at`}, code named by the word after it, quoted or not: {@code the java.net package},
 *       {@code the cloudinit.net module}, {@code the coro.id intrinsic}, {@code Added rich.repr.auto decorator}, {@code the
 *       <code>stream.id</code> property}, {@code the `privdrop.user.id` parameter}, {@code the release.debian.org pseudo package}; not a site's service, {@code the test.pypi.org package index}, a test for {@code None}: {@code x.y.name is None}, a
 *       condition of Python on a line of its own: {@code if not feed.to:}, a condition's operand
 *       negated in parentheses ({@code or (not res.version.id) then}) or tested for membership
 *       ({@code if comp.id in {'msvc'}:}), a member Autoconf checks ({@code AC_CHECK_MEMBER(struct
 *       top.middle.bot)}), the start of a dotted name code joins to more ({@code
 *       trigger("hidden.bs."+that.type)}, {@code `mousedown.bs.${NAME}`}), a subsystem's model in the PCI ID database ({@code
 *       \t\t103c 2a05 Pavilion t3030.de Desktop PC}), the package that heads a Debian changelog's
 *       entry ({@code docker.io (20.10.8+dfsg1-2) unstable;}), a value among numbers in hexadecimal
 *       ({@code ((0x0F73) bc.tc 0x0F71)}) or before a lone {@code =)} ({@code ("b" bl.tc =)}), a
 *       key's member after an index ({@code
 *       lxc.net.[i].link}), a word of a Vim syntax file's keyword list: {@code syn keyword
 *       baanBshell get.mach.id}, a statement after a doctest's prompt: {@code >>>
 *       request.query.city}, a name's token in highlighted code: {@code <span
 *       class="nn">django.core.files.storage</span>}, the argument of a directive of Sphinx's
 *       Python domain, or any of another language's domain: {@code .. automodule::
 *       celery.loaders.app}, {@code .. c:namespace:: DTV.ca}, the module of viewcode's {@code
 *       <h1>Source code for}, a module's page title as Sphinx writes it ({@code
 *       <title>celery.app.events &#8212; Celery 5.2.6 documentation</title>}, OpenStack's theme too: {@code <title>OpenStack Docs: ironic.api.app</title>}; outside com, org and net the name before a literal em dash in a title or a link's, {@code title="aiomysql.sa — support for …"}, or before a colon after a link to its own {@code #module-} anchor), or Javadoc's, the documentation's title and its version in brackets ({@code <title>ch.qos.logback.core.read (Logback-Parent 1.2.11 API)</title>}), a module where Sphinx's pages name one (its index's {@code (in module web.net)}, its search index's objects, its heading's permalink to {@code #module-…}, a signature's prefix, its module index's entry), an object Sphinx cross-references in a language's domain ({@code <code class="xref py py-mod docutils literal notranslate"><span class="pre">aiomysql.sa}; not the standard domain's sections, {@code std std-ref}), the reference of a
 *       Javadoc {@code {@link}} or {@code {@linkplain}}: {@code {@link NumberFormat.Style#SHORT}},
 *       a format string's field by number: {@code {0.request.id}}, with a width and a type: {@code
 *       {opt.name:25s}}, or beside a field that names an identifier: {@code
 *       {fmt.fg.red}{bell_symbol}}, a name outside RFC 1591's TLDs beside a file named after it:
 *       {@code title="celery.loaders.app" href="celery.loaders.app.html"}); a logger's name ({@code
 *       getLogger('zim.formats.wiki')}, or quoted after the word: {@code The logger "class.of.the.day"}); an entry point's object, three labels or more outside RFC 1591's TLDs, {@code :} and a capitalised name after it ({@code celery.loaders.app:AppLoader}; not {@code git@github.com:JetBrains/…}); a module's, a class's or an application's name a call takes ({@code import_module('x.y.z')}, {@code Class.forName("java.net.URL")}, {@code get_app_name('testapp.models.foo')}; not a path, {@code loadModule("github.com/miekg/dns")}); a key a call reads or writes a property or localized text
 *       by ({@code System.getProperty("java.awt.im.style")}, {@code
 *       rb.getString("Trust.this.certificate.no")}, outside RFC 1591's TLDs {@code self._conf.get("spark.driver.host")}, an event's name {@code $.Event('show.bs.tab')} or one jQuery's {@code .on}, {@code .one} or {@code .off} handles ({@code $(el).on('shown.bs.tab', f)}), or an event object's quoted {@code type} ({@code trigger({type:"hidden.bs.tab"})}), a model's name in Tryton's and Odoo's records ({@code <record model="ir.action.report">}), cuttlefish's {@code
 *       conf_get("erlang.schedulers.online", Conf)}); the reference of a documentation comment's
 *       {@code @see} ({@code %% @see erlang.schedulers.total}) or {@code @module} ({@code --
 *       @module lousy.widget.menu}); a printf conversion's value then a public suffix alone, the
 *       value the domain ({@code "www.%s.com"}; not {@code http://%s.livejournal.com/}); a path quoted in a call to a
 *       function named {@code …path} ({@code os.path.normpath('acme-v01.api.letsencrypt.org/directory')}), or quoted as any argument of one that joins a path's parts ({@code os.path.join(data_home, "openml.org", name)}); an operand in code, by the
 *       punctuation only code puts around a name (a call's or an index's argument: {@code pipeline(response.body.stream,}, {@code ids[node.id]}, also spaced as jQuery spaces it: {@code getOffsets( offsets.my, elem )}, not Perl's {@code qw( a.org )}, nor a {@code ))} whose parenthesis prose opened: {@code (in the past (gmx, web.de))}; a condition: {@code if (edge.to)};
 *       an argument that ends a statement: {@code mpz_set(mp, z.mp);}; an assignment's target at a
 *       line's start: {@code module.exports.stream = s}, or any name a function is assigned ({@code
 *       m.elements.br=function(b)}), or {@code instanceof}'s operand, also after the tags a line of HTML starts
 *       with ({@code <pre>lxc.uts.name = testlxc}), or R's {@code <-} at a statement's start
 *       ({@code y <- 1; y.at <- seq(1)}), commented out or a pattern of keys: {@code
 *       #border.bg=#BD93F9}, {@code *list.bg = hotpink}, or a command's key: {@code set
 *       mime.type.class.name = "handler"}, or a code span's first name: {@code
 *       `metadata.jupyter.foo = "bar"`}, {@code <code>x.y.de = 1</code>}, not a domain mapped to a Kerberos realm: {@code mit.edu
 *       = ATHENA.MIT.EDU}, or to an IPv4 address: {@code powerdns.com=127.0.0.1}, or an IPv6 one in brackets: {@code
 *       ns1.example.com=[2001:db8::1]}; not a reverse DNS
 *       name: {@code fromArpa(42.2.0.192.in-addr.arpa)}); a statement's name or value ({@code
 *       package java.io;}, {@code x = message.id;}, {@code return v.ch;}, also at a line's or the
 *       text's end); a member of the parameter a function or a block names just before it ({@code
 *       edge => edge.to}, {@code { |input| input.binmode.read }}, {@code lambda e: e.to}); a method
 *       called with a Ruby block ({@code mod.tasks.map do |task|}); a CSS selector ({@code
 *       a.button.icon.tools:before{…}}, or before a block a declaration starts: {@code li.bg
 *       {font-size: large;}}, or an HTML element's class before a block that opens at its line's end:
 *       {@code #searchresult_box span.pr}, or quoted first in a call that selects elements:
 *       {@code $li->find('span.trend.name', 0)}; not a server's block, {@code example.com {
 *       reverse_proxy … }}); a
 *       directive of a Java module's declaration ({@code exports sun.nio.ch to}); a package before
 *       an OSGi directive ({@code sun.nio.ch;resolution:=optional}); an operand between operators
 *       in dense code such as minified JavaScript ({@code a=r.pos.top,u=r.bottom}); a markup
 *       element's name ({@code <commons.jira.id>IO</commons.jira.id>}; not before a value in
 *       brackets, {@code <ccbill.com><20>}); a Tcl command whose argument is a word in braces
 *       ({@code debug.pt/rdengine {[InstReturn]}}); an option's name quoted first in a call named
 *       {@code config_…} ({@code weechat::config_get_plugin("display.social.net")}); the text of an
 *       HTML anchor to a page beside this one ({@code <a href="postconf.5.html">main.cf</a>}); an
 *       anchor's name ({@code <a id="sidebar.snapshot.debian.org">}, {@code
 *       href="apt.html#sidebar.snapshot.debian.org"}); an operand of {@code ==}, {@code !=}, {@code
 *       <=}, {@code >=} or Lua's {@code ~=} ({@code action.id == "org.freedesktop.policykit.exec"},
 *       {@code event.id <= KeyEvent.KEY_LAST}), or of {@code =} beside a column ({@code ON
 *       p.author_id = u.id}), or the right operand of arithmetic that ends a statement ({@code "#"
 *       + entry.element.id;}), also a quotient of one namespace's members or numbers ({@code
 *       radial_velocity=10*u.km/u.s)}, {@code 70 * (u.km/u.s/u.Mpc)}) or, as a call's argument, of
 *       variables named by one letter ({@code Math.log(e.delta/o.year)}); a column in SQL, compared
 *       or listed after a clause's keyword in capitals ({@code WHERE t1.id = t2.id}, {@code SELECT
 *       users.id, addresses.id}) or renamed ({@code sys.columns.name AS column_name}); a name given
 *       a truth value ({@code keep.by = FALSE}), or by an {@code =} right after it a number, a
 *       placeholder, a quoted value or nothing ({@code rd.dm=0}, {@code rd.lvm.lv=%s}, {@code
 *       combine.id="…"}, {@code $(getargs rd.driver.post=)}; not {@code
 *       zen.spamhaus.org=127.0.0.10}); the value of a variable or a key named after the member it
 *       takes ({@code parent_id = subfolder.id}, {@code "name": statement.table.name}; not a
 *       manual's placeholder for its reader's host, {@code host = my.host}); a quoted
 *       key's unquoted value that ends an entry ({@code "<": operator.lt,}); the local part of an
 *       address written out ({@code jane.name+git at example.org}, {@code <zeddyu.lu gmail.com>},
 *       {@code <dalius.do...@gmail.com>}, Perl's {@code "<jb.nz\@writeme.com>"}; not before an IP
 *       address); an IRC channel's name or a hashtag, a {@code #} after a blank inside a line
 *       ({@code -- Joey auf #Debian.DE}, {@code @#java.it}; not {@code #slashdot.org} at a line's
 *       start, a line of configuration commented out), nor after an IPv4 address and blanks, a comment naming its host: {@code 129.170.16.22 #halley.dartmouth.edu}: not a link.
 *   <li>A path, query or fragment after the host ({@code docs.rs/serde}, {@code
 *       GitHub.com/user/repo}): a link; but an address's placeholder, every label alike, and a
 *       prefix's length ({@code xxx.xxx.xxx.xxx/nn}) is not; a directory, not a link, if it has two labels and a TLD
 *       this text has shown to be a file extension (see rule 5: {@code debhelper.in/libc.install}
 *       after {@code debian/debhelper.in/libc.postinst}), and a file's anchor if it has two labels,
 *       a TLD that is a file extension (see rule 8) and a fragment only ({@code
 *       errors.md#class-error}, {@code README.md#install}); and a key or a member, not a link, if
 *       only labels after its first have capitals ({@code timezone.excity.Asia/Tokyo}, {@code
 *       java.util.Map#isEmpty()}; see rule 6), or a method's reference ({@code
 *       Memory.Store#get()}), or alternatives among constants, words in capitals after a name in a
 *       case no host is written in, outside RFC 1591's TLDs (see rule 6: {@code
 *       IOLoop.READ/WRITE/ERROR}; not {@code ISC.ORG/BIND}), or a macOS bundle's contents ({@code MyApp.app/Contents/Resources/}), or a page and a query whose last value code appends, two labels outside RFC 1591's TLDs ({@code 'incident.do?sys_id=' + id}), or alternatives in one namespace, each written whole, two labels outside RFC 1591's TLDs ({@code user.name/user.email}, {@code version.py/version.sh}; not {@code trustedform.com/trustedform.js}), or a spool's numbered directories, a letter written three times or more after two labels rule 8 reads as a file's or a member's ({@code message.id/NNN/}; not {@code example.com/XXX}), or a user agent's product, an app's identifier in reverse domain notation and its version ({@code com.google.ios.youtube/17.33.2}), or a product named with a capital and its version of two numbers or more ({@code UP.Link/6.3.1.13.0}); and code, not a link, if a fragment of a letter follows
 *       the host right away outside RFC 1591's TLDs, an identifier's anchor ({@code
 *       chicken.io#read-line}, {@code GHC.Types.Id#name_types}; a link under a public suffix of two
 *       labels: {@code example.co.uk#top}); and code, not a link, if {@code /} and a word alone
 *       follow a name the text showed to be a namespace's member, outside RFC 1591's TLDs, a var
 *       after its namespace ({@code clojure.java.io/copy} after {@code
 *       clojure.java.browse/browse-url}); and a directory, not a link, in a path of two directories
 *       or more, or to a file with a dot in its name, quoted in HTML's {@code href} or {@code src},
 *       relative to the page ({@code href="java.management/javax/management/MBeanInfo.html"},
 *       {@code href="jdk.net/module-summary.html"}; not {@code href="cups.org"}), and a file's
 *       path, to a file with a dot in its name, in another attribute of a tag ({@code <Product
 *       config="zwave.me/kfob.xml"}). Before it, with a path or not, a member named by one letter:
 *       a capital alone, then a TLD in title case ({@code S.One/3}, {@code S.Zero}, SymPy's
 *       singletons; also {@code X.Org}, the foundation, written so); a member of a JavaScript
 *       prototype, a label {@code prototype} neither first nor last, outside com, org, net …
 *       ({@code Jf.prototype.sd=function}, {@code String.prototype.at}); and a drawing in letters
 *       ({@link DrawingEvidence}: a game's map, {@code bb.bb}, {@code xc.x.cx}; not a row of numbers,
 *       {@code 22.19%:   ad.jp}), or a binary file's
 *       bytes read as text, a short name near a replacement char U+FFFD ({@code J7.pr}).
 *   <li>A name in IDNA's ASCII form, {@code xn--} and Punycode first, which no file, namespace or
 *       key is named ({@code xn--iwb.ss} under a file extension, beside {@code
 *       xn--iwb.xn--zca570n}): a link. A neighbour in the same namespace within the context read: the same labels but the last,
 *       then a label no host ends in (not a TLD, or a word, see rule 9, but beside a host in com,
 *       org, net …: {@code gitlab.host = gitlab.com}), and no more labels ({@code java.io,
 *       java.util}, {@code user.name and user.email}, {@code sendemail.to, sendemail.bcc}, {@code
 *       binutils.templates.fr, binutils.templates.ja}; not on a line framed as a list of domains',
 *       rule 6, {@code ybo.party} beside {@code ybo.faith}; not a path's file, {@code
 *       /etc/ntp.conf}, nor the same name again unless a member follows it, {@code
 *       x.y.storage._open}): not a link; nor a Java package javadoc names, after a kind of type,
 *       {@code Package} or {@code package} ({@code title="class or interface in java.net"}, {@code
 *       Method in class java.net.}, {@code Search tag in package java.net}, {@code module:
 *       jdk.net}), as its search index's first value ({@code "p":"java.net"}), or going on in a
 *       link ({@code java.net.<a href=…>}), nor one the text showed to be a package by a class's
 *       CamelCase name after it ({@code java.net.InetAddress}, then {@code java.net}, in any TLD);
 *       nor, unless in one of RFC 1591's TLDs but {@code .int}, the same labels as a dotted
 *       identifier earlier in the text, whose last label is no TLD, or labels that start with one
 *       of two labels or more ({@link NamespacesInText}: {@code module.exports}, then {@code
 *       module.id}; {@code rd.vconsole.keymap}, then {@code rd.vconsole.font.map}; {@code
 *       llvm.x86.int} after {@code llvm.x86} began two namespaces), or such a namespace itself
 *       ({@code r.li.patchnum}, then {@code r.li}; in RFC 1591's TLDs too if two labels, the first
 *       a letter alone: GRASS's {@code v.net.alloc}, then {@code v.net}), or one whose first label
 *       began a module an import statement named earlier ({@code from nose2.tests._common import
 *       X}, then {@code nose2.plugins.mp}; a dotted name's statement reads its block's others too,
 *       as does a line scanned alone that is one: {@code import operator}, then {@code
 *       operator.gt}). Not for two labels whose first is one of RFC 1591's TLDs: a country's
 *       second-level domain ({@code org.bw}), beside one of a country code since retired ({@code
 *       org.an}). Nor, after rule 5's address written out, a host under a TLD that code earlier in
 *       the text used as a member's name by rule 2's evidence ({@code self.id = 1}, then {@code
 *       n1.id}; {@code if row.name == x:}, then {@code column.table.name}), without a port or a
 *       path, under no public suffix of two labels or more, nor under one of RFC 1591's TLDs.
 *   <li>A host ferm's {@code @resolve} looks up, right after its bracket ({@code saddr
 *       @resolve((a.example b.example))}), or
 *       an email address written out before it ({@code name at example.org}, {@code
 *       name(at)example.org}, {@code peb(at-nospam)mppmu.mpg.de}, {@code <Neuman @ foo.bar>}, {@code <alexander.gerasimov codeit.pro>}, in a TLD no file has {@code <lane@ DUPHY4.Physics.Drexel.Edu>}; not a
 *       stack frame's {@code at} at
 *       the start of a line, nor before a port, which no address has: {@code defined at test.py:3};
 *       and under a TLD that is a file extension, outside RFC 1591's and two-label public suffixes,
 *       only where an address ends: its line's end, {@code >}, {@code )}, {@code ]}, {@code *},
 *       {@code ,}, a quote or {@code <}, not {@code false positive at new.target (fixes #5420)}, and
 *       not in title case, a Perl module's or its mongers' group: {@code talk at Houston.pm,}): a
 *       link. Otherwise not a link inside an RST role or literal ({@code :func:`re.search`}, {@code ``io.open``}; a literal only outside RFC 1591's TLDs, and not an IRC server's nor a country's category of names: {@code ``smtp.example.com``}, {@code ``irc.libera.chat``}, {@code ``co.uk``} name hosts), named a file ({@code Files: CleanSpec.mk}, {@code the main.tf file}, BIND's {@code file "named.example.com";}, {@code
 *       a file called main.tt}, POD's {@code F<configure.com>}, RCS's {@code $Id: dau.pl 273 …} or its archive and a revision, {@code $Sendmail: submit.mc,v 8.17.1.9},
 *       {@code two files, generate-t42.pe and}, {@code submit.mc configuration files}, {@code
 *       <code>main.cf</code> file}, {@code the file <code>welcome.html.en.de</code>}, {@code <code
 *       class="filename">eicar.com}, Texinfo's {@code @file{dotmairixrc.eg}}), but not {@code a
 *       kernel.org file}), the value of a key that names a file ({@code zonefile:
 *       "example.com.zone"}, {@code --output-module-file=modules.tf}), a name the MIME databases
 *       give any extension ({@code Makefile.org}, {@code makefile.dj}), a manual page's title
 *       ({@code .TH default.pa 5}; in HTML, a title that ends in "manual": {@code <title>v.net -
 *       GRASS GIS manual</title>}), a file test's quoted operand ({@code -f 'Build.com'}), a
 *       program of DOS's or Windows' named by no English word ({@code command.com}, {@code
 *       chcp.com}, {@code devenv.com}), a placeholder whose first label is the word {@code file} or
 *       {@code filename} ({@code -i <file.sr>}), a name joined to a file's by {@code ,}, {@code or}
 *       or {@code and} ({@code vmsbuild.com or cmd.exe}), a name listed among files' names, blank-separated, one of them with an extension no TLD spells (LifeLines' reports and libraries: {@code desc-tree.ll divorce.li drep2.ll}; not beside a line's edge), or the subject a commit message starts
 *       with, at the start of a line or after a commit hash ({@code cfg.mk: exclude devel/}, {@code
 *       7f006436 Makefile.vc: fix}) or, for two labels, after a {@code -} bullet ({@code -
 *       configure.ng: use pkg-config}), or a ChangeLog's {@code (dir.info):} at a line's start or
 *       after an entry's file — outside RFC 1591's TLDs ({@code mail.example.com: connection
 *       refused} is a host's line; not BIND's {@code client 192.0.2.1#53 (example.com): query}).
 *       Each file name this rule or rule 2 finds (not an identifier's {@code _} or {@code (}) shows
 *       its TLD to be a file extension in the rest of the text, unless it is one of RFC 1591's
 *       generic TLDs or a directory of three labels or more ({@code mygroup/k8s.gcr.io/kubernetes},
 *       a mirror's); a host of two labels in such a TLD is then not a link ({@code *
 *       tests/sparse03.at: New test.}, then {@code sparse04.at}). The name itself is then a file's
 *       too, in any TLD if the text named it a file (a ChangeLog entry, a diffstat, a traceback,
 *       the word "file": {@code * setup.com: New file.}, then {@code Add setup.com}), only in the
 *       others if it merely had a file's shape (a path's end, {@code NAME:LINE:COLUMN}, a line's
 *       subject: {@code domains/example.com} is a host). Nor a name of two labels under a country
 *       code in quotes ({@code 'hostname.mc'}, {@code { "key.cu", … }}, Texinfo's {@code
 *       ‘testsuite.at’} and {@code <samp>testsuite.at</samp>}; not an internationalized one: {@code
 *       "goșu.ro"}, nor a country's category of names, {@link PublicSuffixList#isCountryCategory}:
 *       {@code "co.uk"}, nor a pair's value: {@code 'fld': 'pantheon.io'}, {@code 'tld': u'kawasaki.jp'}, {@code srvname =>
 *       'myvhost.fr'}, nor in a quoted list of domains: {@code ['docker.io', 'example.com']}).
 *   <li>A name under DNS's {@code .arpa}, whatever its case ({@code 8.E.F.ip6.arpa}, {@code IP6.ARPA}), or an
 *       onion service's address, 56 or 16 chars of base32 before {@code .onion}, or a
 *       host under a domain this text linked beyond doubt, by a scheme, a {@code www.} host or an
 *       email address ({@link LinksInText}: {@code https://bit.ly/x}, then {@code bit.ly}; {@code
 *       list-one@example.net}, then {@code Example.Net}), or right after it, the same host in angle brackets or as Markdown's target ({@code crontab.guru <https://crontab.guru>}, {@code [dnstwist.it](https://dnstwist.it)}), or a host in a list of domains, alone
 *       between blanks, commas or line breaks beside a neighbour so alone under com, net, org, edu
 *       or gov, quoted alike if it is ({@code donne-nere.org}, then {@code donne-nude.biz}; {@code
 *       googleapis.com, pkg.dev, gcr.io}; {@code ['docker.io', 'example.com']}; not {@code etrn.pl
 *       mail.myisp.com}), or a host on a line framed as two links under those TLDs were ({@link
 *       DomainListLines}: {@code 'sb-sd.org' => 1,}, then {@code 'sb0.io' => 1,}), or a rule of the
 *       Public Suffix List alone in such a frame ({@code "tinn.no",}), where two such rules frame a line as two links do (a copy of the list keeps rules the list has since dropped: {@code state.museum} after {@code com.ac}): a link. Otherwise letter
 *       case no host is written in (but an IRC or WHOIS server's name keeps its capitals: {@code
 *       irc.Libera.chat}, {@code whois.InternetNamesWW.com}; a zone a WHOIS server follows on its
 *       line, {@code PALANA.RU   whois.nic.ru}, is one in any case): a camelCase first label ({@code jsonPayload.foo}), capitals
 *       only after the first label ({@code typing.Final}, {@code selectors.EpollSelector.select};
 *       not a name in a script without case, {@code 日本語。ＪＰ}, nor a host in mail's capitals,
 *       {@code okeeffe.CS.Berkeley.EDU}),
 *       a capitalised TLD after a label that is not all capitals ({@code Makefile.PL}; not after a
 *       name in a script without case, {@code 日本語.Jp}, {@code 齙--4.SS}; not mail's
 *       capitals in EDU, COM, ORG, GOV, MIL: {@code Stanford.EDU}, nor a name's title case in them: {@code Insecure.Org}), an all-capitals host of two
 *       labels ({@code README.CR}, {@code REALM.NAME}; not mail's under a TLD no file has, {@code ISI.EDU}, but {@code COMMAND.COM}; nor a
 *       registry's zone, a rule of the Public Suffix List, {@code ORG.UA}, {@code DE.COM}), a capitalised first label before a TLD that
 *       is neither a country code nor one of RFC 1591's generic TLDs ({@code GzipFile.read}; {@code Amazon.com} stays a link), or before a country code too, three labels or more, each but the last capitalised, a qualified name (Haskell's {@code Control.Lens.At.at}, {@code GHC.Generics.to}), a mixed-case first label with capitals inside before a TLD that
 *       is not one of RFC 1591's ({@code DateFormatItem.hm}, {@code SSLHandshake.FINISHED.id};
 *       {@code FreeSeamlessTextures.com} stays a link), six capitals or more alone before a TLD of
 *       two letters, a translation's file ({@code TUTORIAL.cn}; {@code CNRS.fr} stays a link), a
 *       company's name in {@code .co}, its "Co." then a comma or "Ltd" ({@code Mfg.co.,Ltd.};
 *       {@code example.co. Then} stays a link): not a link.
 *   <li>Reverse domain notation: a first label that is one of RFC 1591's generic TLDs, and three
 *       labels or more ({@code org.freedesktop.DBus.Properties}, {@code net.ipv4.ip_forward}); a
 *       version number, three labels or more all digits but the TLD, after a {@code v} if any
 *       ({@code 2.0.dev}, {@code 3.0.0.final}, {@code v14.8.7.ar}), or a name and its version
 *       outside RFC 1591's TLDs ({@code automake-1.16.info}), or its placeholder ({@code
 *       major.minor.build}); a placeholder, three labels or more all the same ({@code
 *       xxx.xxx.xxx.xxx}, also with a prefix's length, {@code xxx.xxx.xxx.xxx/nn}, see rule 3), or four labels each one letter two or three times ({@code xx.yy.zz.tt}); a module's member named after it, three labels or more, two side by side
 *       the same, under a TLD that is a word (see rule 9: {@code gevent.select.select}, {@code
 *       datetime.datetime.now}); a date or time pattern, every label a pattern letter repeated
 *       ({@code HH.mm}, {@code h.mm}, {@code dd.mm}), or a first label so after another and a {@code :}
 *       ({@code 'HH:mm:ss.lc'}); an iSCSI or NVMe qualified name, {@code iqn}
 *       or {@code nqn} then a year and month ({@code iqn.1991-05.com.microsoft}); a TSIG algorithm's
 *       name ({@code hmac-md5.sig-alg.reg.int}); a cloud instance
 *       type, a family then a size ({@code r6g.large.search}, {@code m5.12xlarge.search}); a
 *       newsgroup, three labels or more from a Usenet hierarchy to a word TLD ({@code
 *       comp.unix.shell}, {@code rec.sport.hockey}), or any name under a word TLD after RFC 5538's
 *       {@code news:} without {@code //} ({@code news:gnu.cvs.help}; NeoMutt's {@code
 *       news:news.gmane.org} names a server), or any name the noun {@code newsgroup} names, right
 *       before it or in the singular right after it ({@code Newsgroup 'fj.rec.tv'}, {@code the
 *       comp.mail.mh newsgroup}): not a link.
 *   <li>A TLD that is also a file extension ({@link FileExtensions}: {@code .py}, {@code .sh},
 *       {@code .pl}, {@code .in}, {@code .md}, {@code .so}, {@code .zip} …; never one of RFC 1591's
 *       generic TLDs, whatever the extension list says): a link only under a public suffix of two
 *       labels or more ({@code example.co.in}, {@code example.com.pl}) or as a host source of a
 *       Content-Security-Policy's directive ({@code form-action 'self' sis.redsys.es;}) or as a
 *       WHOIS server's name ({@code whois.nic.ms}, {@code whois.registry.in}); {@code
 *       setup.py}, {@code config.h.in}, {@code app.py:12}, and also a bare {@code
 *       forum.example.pl}, are not.
 *       Likewise three labels or more with a file extension before the TLD, a file's backup or
 *       variant ({@code config.h.top}, {@code pubring.gpg.save}; not {@code gnu.org.ua}), and
 *       Indonesia's {@code .id}, code's member ({@code record.id}; {@code ui.ac.id} is a link), and
 *       a name of two labels, the first one char, under a country code, code's variable, module or
 *       abbreviation ({@code u.km}, {@code a.mc}, {@code S.to}; not with a port or a slash, not
 *       before {@code URL} or {@code link}: {@code t.co URLs}, nor alone on its line: a list's
 *       {@code j.mp}). A name run into a sentence in Chinese or Japanese by its wide full stop is
 *       read by its ASCII part ({@code 以下を編集すること。anlgform.pl}).
 *   <li>Two labels under a generic TLD added after RFC 1591's, which are words that name files and
 *       identifiers too ({@link HostShape#isWordTld}): ICANN's new generic TLDs ({@code
 *       default.target}, {@code user.email}, {@code log.date}; marked in the Public Suffix List,
 *       {@link PublicSuffixList#isNewGenericTld}) and the others that are no country code ({@code
 *       dir.info}, {@code spec.name}, {@code test2.cat}; not DNS's own {@code .arpa}: {@code
 *       home.arpa}), and RFC 1591's {@code .int} ({@code self.int}): not a link (but a manual's
 *       placeholder for its reader's host: {@code your.host}, {@code other.host}); nor (but an IRC
 *       network's server, {@code irc} and two labels, {@code irc.libera.chat}, where the text's code
 *       has neither {@code irc} nor its first two labels as a namespace) any number of
 *       labels under such a TLD in a Markdown code span or an HTML element for code, also with
 *       attributes (Sphinx's literals: {@code <code class="docutils literal"><span class="pre">},
 *       or their {@code <span class="pre">} alone) ({@code <tt>document.download.directory</tt>},
 *       `unittest.mock.call`}, {@code <code>req.headers.host</code>}), or in capitals ({@code
 *       RBL.DNS.NAME}), or called as Ruby and Perl call a method, at its line's start with a
 *       quotation after it ({@code list.logger.info 'Forwarding'}), or with parameters in brackets
 *       right after it ({@code hp.server.contact[sysContact]}, Zabbix's item keys; not a
 *       footnote's {@code [1]}), or the value of a key named {@code key} starting its line ({@code
 *       key: zyxel.4012f.contact}), or with a label of one char between a longer first and the last,
 *       a placeholder or an index ({@code device.x.contact}, {@code outlet.n.name}; not {@code
 *       a.b.domain.biz}), or quoted as a table's key ({@code { "signature.algorithm.name", "…" }}, {@code {'raw.input.map': {…}}},
 *       {@code 'trusted.url.domains' => []}, a key before {@code :} that starts its line, its value no table: {@code "progress.filesize.total": Style(…)}),
 *       or outside a string, or in one alone on its line, in a text that has shown more code than
 *       links ({@link NamespacesInText#showsMoreCodeThanLinks}: {@code element.column.name}, {@code
 *       llvm.launder.invariant.group}, a list's {@code "llvm.bpf.compare",}, a later element of a
 *       call or a tuple, {@code ("celestial", 1, "spherical.lat.degree")}, a call's first of more
 *       arguments, {@code new CPartial('configuration.tags.tab', [}; not {@code "hostname":
 *       "lambda.us-east-1.api.aws"}, nor {@code irc.libera.chat} in a user guide that links as
 *       often as it names options). {@code pkg.dev} alone is not linked; {@code pkg.dev/path},
 *       {@code www.}, a scheme or an email are.
 *   <li>Otherwise a link.
 * </ol>
 */
final class LookalikeHosts {
  private LookalikeHosts() {}

  /**
   * Whether the scheme-less URL {@code text[hostStart, end)} is a link. {@code hostEnd}: the host's
   * end (no trailing dot); {@code hostAndPortEnd}: after its port, if any; the chars around it are
   * read through {@code around}; {@code files}: what the text so far showed to be files, to which a
   * file name found here is added; {@code namespaces}: the dotted identifiers it showed; {@code
   * links}: the domains it linked beyond doubt; {@code lists}: the lines it lists domains on.
   */
  static boolean isLink(
      char[] text,
      TextAround around,
      FilesInText files,
      NamespacesInText namespaces,
      LinksInText links,
      DomainListLines lists,
      int hostStart,
      int hostEnd,
      int hostAndPortEnd,
      int end,
      LinkDetector detector) {
    around.view(hostStart, end);
    int firstEnd = LinkScanner.firstLabelEnd(text, hostStart, hostEnd);
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
    if (HostShape.firstLabelIsWww(text, hostStart, hostEnd)) {
      links.add(text, hostStart, hostEnd);
      return true;
    }
    // (or a www. host an _ cut: www.my_example.site)
    if (AddressEvidence.wwwCutAtUnderscore(around, hostStart)) {
      return true;
    }
    char before = around.at(hostStart - 1);
    char beforeThat = around.at(hostStart - 2);
    // (not a path's separator doubled: http://localhost:80//helloworld.pl)
    boolean slashes =
        before == '/' && beforeThat == '/' && !FileEvidence.doubleSlashInAPath(around, hostStart);
    // (after a scheme, ftp://; "//" alone may start a comment: //javax.tools;) or after a scheme
    // whose slashes JSON escapes (PHP's json_encode: "https:\/\/openidp.feide.no\/")
    // or a special scheme with one slash, which the URL Standard reads as two (https:/doi.org/)
    if ((slashes && around.at(hostStart - 3) == ':')
        || CodeEvidence.afterEscapedSchemeSlashes(around, hostStart)
        || CodeEvidence.afterSchemeWithOneSlash(around, hostStart)) {
      links.add(text, hostStart, hostEnd);
      return true;
    }
    // an ad blocker's filter rule's domain (||ads.example.cc^, camhub.cc##.table)
    if (AddressEvidence.filterRuleDomain(around, hostStart, hostEnd)) {
      links.add(text, hostStart, hostEnd);
      return true;
    }
    // a quoted argument of a call named after hosts (checkPublicSuffix('test.us', 'test.us'))
    if (AddressEvidence.argumentOfAHostCall(around, hostStart, end)) {
      return true;
    }
    // (not an item's key in a formula: last(//vm.memory.total[hrStorageSize.Memory]))
    if (slashes && end == hostEnd && CodeEvidence.itemKeyInAFormula(around, hostStart, end)) {
      return false;
    }
    // (not code's own member: { host: this.options.proxy.host }, nor one named after the key,
    // { host: uri.host }, which code copies unquoted, 'host': 'remote.host' is a string; a
    // statement commented out: //this.name = url;)
    if ((slashes
            || (AddressEvidence.hostKeyBefore(around, hostStart, end)
                && !(hostEnd - lastStart == 4
                    && around.asciiWordAt(lastStart, "host")
                    && !around.quoted(hostStart, end))
                // (nor a type, module.Class: domain: dns.name.Name, gettext-domain="org.gnome.X")
                && !HostShape.capitalsOnlyAfterFirstLabel(
                    text, hostStart, firstEnd, lastStart, hostEnd)))
        && !CodeEvidence.receiverFirst(text, hostStart, firstEnd)) {
      // (but a call or an assignment commented out: //Element.show(topDiv);, //state.next =
      // state.codes;)
      return !(before == '/'
          && end == hostEnd
          && (around.at(end) == '(' || CodeEvidence.assignmentStatementAfter(around, end)));
    }
    // a sentence's end in Chinese or Japanese run together with a word after it: a wide full stop
    // between a label in their script and an ASCII TLD (と答えてください．cc -Aa)
    if (HostShape.wideStopBeforeAsciiTld(text, hostStart, lastStart, hostEnd)) {
      return false;
    }
    // a query right after the host that names no value is no evidence of a link: the host is
    // judged alone (example.com:8080?stuff); code, if code follows its "?": a condition of ?:, a
    // Ruby predicate (bw.ie?i.focus():x, File.directory?(path)); code too, whatever follows, if a
    // member of the host or of this does (t.style?t.style.opacity=e:x), or if what follows holds
    // code no query holds ("android"===x)
    if (end > hostAndPortEnd + 1 && text[hostAndPortEnd] == '?') {
      if (CodeEvidence.memberAfterConditional(text, hostStart, hostEnd, hostAndPortEnd + 1, end)
          || CodeEvidence.codeInQuery(text, hostAndPortEnd + 1, end)) {
        return false;
      }
      if (!CodeEvidence.queryNamesAValue(text, hostAndPortEnd + 1, end)) {
        if (CodeEvidence.codeAfterQuestionMark(text, hostAndPortEnd + 1, end)) {
          return false;
        }
        end = hostAndPortEnd;
      }
    }
    // a Ruby predicate's call, its "?" alone, then a boolean operator or a symbol's argument
    // (node.arguments.one? && x, day.is? :tuesday); prose's question ends otherwise
    if (end == hostAndPortEnd + 1
        && text[hostAndPortEnd] == '?'
        && CodeEvidence.operandAfterPredicate(around, end)) {
      return false;
    }
    // 2. part of a path or an identifier, a diffstat's or a ChangeLog entry's file, an address's
    // local part
    String lowerTld = new String(text, lastStart, hostEnd - lastStart).toLowerCase(Locale.ROOT);
    char after = around.at(end);
    boolean hasPort = hostAndPortEnd > hostEnd && text[hostAndPortEnd - 1] != '.';
    boolean hasPath = hostAndPortEnd + 1 < end;
    // a file by its shape: domains/example.com, example.com:443:127.0.0.1 are hosts too, so its
    // name is remembered only in a TLD that is no RFC 1591 one (apt.postgresql.org.sh)
    boolean rfc1591 = HostShape.RFC_1591_GENERIC.contains(lowerTld);
    // an address written out glued to its local part, which looks like a path's or a name's
    // (nospam_at_plessy.org, tobydox/at/users.sourceforge.net, olof.edlund_at_upright.se), under
    // a TLD no file has (test_at_exit.sh is a file)
    if (!hasPort
        && AddressEvidence.gluedAtBefore(around, hostStart, end)
        && addressTld(text, hostStart, lastStart, hostEnd, rfc1591, detector)) {
      return true;
    }
    // a host ferm's @resolve() looks up, which code would read as a call's argument
    if (AddressEvidence.resolvedByFerm(around, hostStart)) {
      return true;
    }
    // in HTML, beside what a reader sees: the tags around an anchor's text skipped
    // (/etc/postfix/<a href="postconf.5.html">main.cf</a>(5))
    int tagsStart = MarkupEvidence.beforeTags(around, hostStart);
    char seenBefore = around.at(tagsStart - 1);
    char seenAfter = around.at(MarkupEvidence.afterTags(around, end));
    boolean byShape =
        (seenBefore == '/'
                && !AddressEvidence.domainOfAnOption(text, around, hostStart, hostAndPortEnd, end)
                // (ktadd host/foo.mit.edu)
                && !(end == hostEnd
                    && AddressEvidence.hostOfAPrincipal(around, hostStart, labels, end, rfc1591)))
            || seenBefore == '\\'
            // a glob of files' names (Diagnostic*Kinds.td), not a wildcard's hosts (*.example.com,
            // news@*netuse.de) nor, after a digit, arithmetic (10*u.km, rule 2 below)
            || (before == '*'
                && AsciiChars.isAsciiLetter(beforeThat)
                && labels == 2
                && lowerTld.length() == 2)
            // FILE:LINE:COLUMN; not a field after a colon, a configuration's host:port:class
            // (ircd's C:nic.funet.fi::nic.funet.fi:6667:1)
            || (hasPort
                && !hasPath
                && around.at(hostAndPortEnd) == ':'
                && isDigit(around.at(hostAndPortEnd + 1))
                && before != ':');
    // a file by name, whose name is a file's in the rest of the text in any TLD (read only if it
    // decides something: most look-alikes in a file list are paths)
    boolean byName =
        (!byShape || rfc1591)
            && (FileEvidence.diffstatAfter(around, end)
                || FileEvidence.followedByLineNumber(around, end)
                || FileEvidence.changeLogEntryFiles(around, hostStart, end)
                // cp server.key server.key.org
                || FileEvidence.argumentOfAFileCommand(around, hostStart)
                // metaspades.py/rnaspades.py/etc (not nip.io/sslip.io, in no file's extension);
                // gdal.so/dll, one file in two types
                || (!rfc1591
                    && detector.isFileExtension(text, lastStart, hostEnd)
                    && (FileEvidence.alternativeOfTheSameType(text, lastStart, hostEnd, end)
                        || FileEvidence.alternativeType(detector, text, lastStart, hostEnd, end))));
    if (byShape || byName) {
      // (a directory named after a host, a mirror's: mygroup/myproject/k8s.gcr.io/kubernetes,
      // teaches nothing of files' types)
      return aFile(
          files,
          text,
          hostStart,
          lastStart,
          hostEnd,
          !rfc1591 && !(hasPath && labels >= 3),
          !hasPath && (byName || !rfc1591));
    }
    // (a member by the cheapest evidence, read first as it always was)
    boolean member =
        // ic->core.im; not after HTML's comment end, -->, which MHonArc writes inside an
        // address to hide it (mhonarc<!-- -->&#64;<!-- -->mhonarc.org)
        (before == '>' && beforeThat == '-' && around.at(hostStart - 3) != '-')
            || CodeEvidence.interpolated(around, hostStart) // ${source.id}, #{x.to}, {{ user.id }}
            // optional chaining: edge.to?.location
            || (around.at(hostAndPortEnd) == '?' && around.at(hostAndPortEnd + 1) == '.')
            || CodeEvidence.receiverFirst(text, hostStart, firstEnd); // this.npm.global, self.id
    // a member whose name starts with _ (gramps.gen.plug.report._constants, x.__init__): the host
    // is a namespace, whose members are code too ({fmt.bg._00FF00}, then {fmt.bg.tab})
    if (!member && after == '.' && around.at(end + 1) == '_') {
      namespaces.addNamespaceOfPrivateMember(text, hostStart, hostEnd);
      return false;
    }
    if (!member
        && ((before == '_'
                // (not a service's name, _ldap._tcp.example.com, nor a host cut at its _:
                // http://iks_pn.sggw.pl/)
                && !AddressEvidence.hostAfterUnderscore(
                    around, hostStart, labels, lowerTld, detector)
                // (nor one in light markup's emphasis: AsciiDoc's _irc.libera.chat_)
                && !MarkupEvidence.underscoreEmphasis(around, hostStart, end))
            // a variable's value ("$file.com", %1$s.bs); with a path, a template of a link
            // ($REGION-docker.pkg.dev/$PROJECT)
            || (before == '$' && !hasPath)
            // a local identifier of LLVM's IR (%v.fr = freeze …), not a source route's user%host
            || (before == '%' && CodeEvidence.startsAToken(beforeThat))
            // a format's value then a public suffix: "www.%s.com"
            || (before == '%'
                && HostShape.conversionThenSuffix(text, hostStart, firstEnd, hostEnd, detector))
            // glued to roff's escape of a char, \(xx, whose name it starts with: no host as
            // written (C:\(rsGRASS8\(rsr.li\(rsoutput, \(rs a backslash; \(dqexample.com\(dq);
            // not PostScript's escaped parentheses around a host, (\(example.com\).)
            || (before == '('
                && beforeThat == '\\'
                && !(after == '\\' && around.at(end + 1) == ')'))
            // a dotted name's start, joined to more in code: trigger("hidden.bs."+that.type)
            || CodeEvidence.prefixOfAJoinedName(around, end)
            // a copy's destination named after its source's host: rsnapshot's backup
            // root@example.com:/etc/ example.com/
            || (end > hostAndPortEnd
                && text[hostAndPortEnd] == '/'
                && FileEvidence.destinationNamedAfterItsSource(text, around, hostStart, hostEnd))
            // a path's placeholder: path.to/filename.db
            || HostShape.pathToPlaceholder(text, hostStart, firstEnd, hostEnd)
            // the right operand of a comparison glued to a name (r<a.top?n.top=…); not POD's
            // formatting codes nor roff's, in capitals (C<example.com>, \*(T<lxc.net\*(T>)
            || (before == '<'
                && AsciiChars.isAsciiIdentifierPart(beforeThat)
                && !AsciiChars.isAsciiUpper(beforeThat))
            // a template's field between ## (AWL's ##locale.select##, f.select## A select list);
            // not an ad blocker's element rule, a selector after its ## (bing.com##li.b_ans)
            || (before == '#' && beforeThat == '#')
            || (around.at(hostAndPortEnd) == '#'
                && around.at(hostAndPortEnd + 1) == '#'
                && isBlank(around.at(hostAndPortEnd + 2)))
            // a value among numbers in hexadecimal: ((0x0F73) bc.tc 0x0F71 tc.bc 0x0F72); or
            // before a lone = that closes the rule: ("b" bl.tc =)
            || CodeEvidence.amongHexNumbers(around, hostStart, end)
            || CodeEvidence.beforeClosingEquals(around, hostStart, end)
            // what its line starts with: a word of Vim's keyword list (syn keyword baanBshell
            // dir.abandon.search), a subsystem's model in the PCI ID database (Pavilion t3030.de)
            || LanguageEvidence.listedByItsLinesStart(around, hostStart)
            // a Debian changelog entry's package: docker.io (20.10.8+dfsg1-2) unstable; urgency=…
            || LanguageEvidence.debianChangelogHeading(around, hostStart, end)
            || seenAfter == '('
            || (after == '_' && !MarkupEvidence.underscoreEmphasis(around, hostStart, end))
            // a key's member after an index: lxc.net.[i].link
            || (after == '.' && CodeEvidence.indexThenMember(around, end + 1))
            // a DNSSEC key's file, named after its zone: Knlnetlabs.nl.+005+12273.private
            || (after == '.' && FileEvidence.dnssecKeyAfter(text, around, hostStart, end + 1))
            // a field's format spec, not a port: no port is written with a leading zero
            // (f'{dts.day:02d}'; DISPLAY's host:0 stays a host)
            || (hostAndPortEnd - hostEnd > 2 && text[hostEnd + 1] == '0')
            // a wildcard import (java.io.*), not a pattern of hosts (compute.googleapis.com.*)
            || (after == '.' && around.at(end + 1) == '*' && !rfc1591)
            || around.wordBefore(hostStart, "import")
            || around.wordBefore(hostStart, "cimport") // Cython's: cimport renpy.uguu.gl
            || LanguageEvidence.pythonModuleRun(around, hostStart) // python3 -m ase.db.app
            // git config --global alias.co checkout
            || LanguageEvidence.gitConfigKey(around, hostStart)
            // from cryptography.hazmat.x import (
            || LanguageEvidence.pythonImportFrom(around, hostStart, end)
            || LanguageEvidence.requiredModule(around, hostStart) // require "util.net"
            // os.path.normpath('acme.example.org/dir')
            || LanguageEvidence.pathCallArgument(around, hostStart)
            // os.path.join(data_home, "openml.org", name)
            || LanguageEvidence.pathJoinArgument(around, hostStart, end)
            // logging.getLogger('zim.formats.wiki')
            || LanguageEvidence.loggerName(around, hostStart)
            // importlib.import_module('x.y.z'), Class.forName("java.net.URL"); not Go's
            // loadModule("github.com/miekg/dns"), a module's path
            || (!hasPath && LanguageEvidence.moduleOrClassName(around, hostStart))
            // an entry point's object, module:Class (celery.loaders.app:AppLoader), three labels
            // or more outside RFC 1591's TLDs (git@github.com:JetBrains/… is a host's path)
            || (LanguageEvidence.objectReferenceAfter(around, end) && labels >= 3 && !rfc1591)
            // System.getProperty("java.awt.im.style"), cuttlefish:conf_get("erlang.x", Conf)
            || LanguageEvidence.keyOfAProperty(around, hostStart)
            || LanguageEvidence.eventName(around, hostStart) // $.Event('show.bs.tab')
            || LanguageEvidence.modelAttributeValue(around, hostStart) // model="ir.action.report"
            // self._conf.get("spark.driver.host"); not configparser's config.get('bitbucket.org')
            || (!rfc1591 && LanguageEvidence.keyOfAConfiguration(around, hostStart))
            // weechat::config_get_plugin("display.social.net")
            || LanguageEvidence.optionNameOfAConfigCall(around, hostStart)
            // @see java.net.URL, -- @module lousy.widget.menu
            || LanguageEvidence.docTagReference(around, hostStart)
            // the java.net package, the <code>http2stream.id</code> property
            || (!hasPath
                && CodeEvidence.codeWordAfter(around, MarkupEvidence.afterTags(around, end)))
            // <a id="sidebar.snapshot.debian.org">, page.html#x.y
            || MarkupEvidence.anchorName(around, hostStart)
            || (after == ';' && around.wordBefore(hostStart, "package")) // package java.io;
            // (not res.version.id) then, if comp.id in {…}:
            || CodeEvidence.conditionOperand(around, hostStart, end)
            // a member checked by Autoconf's AC_CHECK_MEMBER(struct top.middle.bot)
            || around.wordBefore(hostStart, "struct")
            // a class a value is tested against: a instanceof CKEDITOR.style?e=a:…
            || around.wordBefore(hostStart, "instanceof")
            // exports sun.nio.ch to, requires java.management;
            || LanguageEvidence.javaModuleDirective(around, hostStart, end)
            || LanguageEvidence.cssSelectorAfter(around, end) // a.button.icon.tools:before{
            // a Tcl command's name: debug.pt/rdengine {[InstReturn]}
            || LanguageEvidence.tclCommandWithBracedWord(around, hostStart, end)
            // #searchresult_box span.pr {
            || LanguageEvidence.cssRuleOfAnElement(around, hostStart, firstEnd, end)
            // $html->find('span.trend.name', 0)
            || LanguageEvidence.selectorArgument(around, hostStart, firstEnd)
            // Import-Package: sun.nio.ch;resolution:=optional
            || LanguageEvidence.osgiDirectiveAfter(around, end)
            // <commons.jira.id>IO</…>
            || MarkupEvidence.elementName(around, hostStart, end, hasPath || hasPort)
            // <a href="postconf.5.html">main.cf</a>
            || MarkupEvidence.anchorToPageBeside(around, tagsStart, hostStart)
            // {@link java.io}, {@link NumberFormat.Style#SHORT}
            || MarkupEvidence.javadocLink(around, hostStart)
            // <span class="nn">django.core.files.storage</span>
            || MarkupEvidence.highlightedName(around, hostStart, end)
            || MarkupEvidence.sourceCodeHeading(around, hostStart) // <h1>Source code for x.y.app
            // <title>celery.app.events &#8212; Celery 5.2.6 documentation</title>, <title>OpenStack
            // Docs: ironic.api.app</title>
            || (!hasPath
                && !hasPort
                && MarkupEvidence.sphinxPageTitle(around, hostStart, end, rfc1591))
            // htmlquote() (in module web.net), <h2>web.net<a class="headerlink" href="#module-…
            || (!hasPath && !hasPort && MarkupEvidence.sphinxModuleName(around, hostStart, end))
            // <code class="xref py py-mod docutils literal notranslate"><span class="pre">x.sa
            || (!hasPath && !hasPort && MarkupEvidence.sphinxCrossReference(around, hostStart))
            // <title>ch.qos.logback.core.read (Logback-Parent 1.2.11 API)</title>
            || (!hasPath && !hasPort && MarkupEvidence.javadocPageTitle(around, hostStart, end))
            // '{0.name}[{0.request.id}]'.format(self)
            || CodeEvidence.formatField(text, around, hostStart, firstEnd, hostEnd)
            // .. automodule:: celery.contrib.testing.app
            || LanguageEvidence.sphinxDomainDirective(around, hostStart)
            || AddressEvidence.localPartOfAddress(around, end)
            // -- Joey auf #Debian.DE
            || (!hasPath && !hasPort && AddressEvidence.channelName(around, hostStart))
            // <zeddyu.lu gmail.com>
            || AddressEvidence.localPartOfSpacedAddress(around, hostStart, end))) {
      return false;
    }
    // a member of an object in code, whose last label the rest of the text then uses as a
    // member's name, not a TLD
    if (member
        || LanguageEvidence.pythonIsNone(around, end) // dist.metadata.name is None
        || LanguageEvidence.doctestStatement(around, hostStart) // >>> request.query.city
        || LanguageEvidence.pythonCondition(around, hostStart, end) // if not feed.to:
        || LanguageEvidence.conditionBeforeThen(around, hostStart, end) // if not attr.to then
        // log.debug("id: %s", account.id)
        || CodeEvidence.argumentAfterAString(around, hostStart, end)
        // .map(edge => edge.to), { |input| input.binmode.read }, lambda e: e.to
        || CodeEvidence.memberOfAParameter(text, around, hostStart, firstEnd)
        || (before == '#' && beforeThat == '.') // a private field: this.#root.id
        // a statement's value: id = message.id; return v.ch;
        || (after == ';' && CodeEvidence.assignedBefore(around, hostStart))
        || (around.wordBefore(hostStart, "return") && (after == ';' || around.lineBreakAt(end)))
        // mod.tasks.map do |task|, spec.args.map { |arg|
        || LanguageEvidence.rubyBlockAfter(around, end)
        // [project.current.name!q], {self.name!r}
        || CodeEvidence.interpolatedWithConversion(around, hostStart, end)
        // f'cast to image dtype {arr.dtype.name}'
        || CodeEvidence.fStringField(around, hostStart, end)
        // rho.np[mask] = x, self.data[key].older
        || CodeEvidence.subscriptThenCode(around, end)
        // an expression and the value it gives: post.pk # => 123
        || CodeEvidence.resultCommentAfter(around, end)
        // parser.hooks.call, then .for("require.include") on the next line
        || (!hasPath && !hasPort && CodeEvidence.chainGoesOnNextLine(around, end))
        // a=r.pos.top,u=r.bottom
        || CodeEvidence.operandInDenseCode(around, hostStart, hostAndPortEnd)
        // m.elements.br=function(b){
        || CodeEvidence.functionAssignedTo(around, end)
        || CodeEvidence.besideOperator(around, hostStart, end)
        // ON p.author_id = u.id
        || (labels == 2 && CodeEvidence.besideAColumn(around, hostStart, end))
        // WHERE t1.id = t2.id, SELECT users.id, addresses.id; sys.columns.name AS column_name
        || (!hasPath && !hasPort && LanguageEvidence.sqlColumn(around, hostStart, end))
        // keep.by = FALSE
        || (!hasPath && !hasPort && CodeEvidence.givenATruthValue(around, end))
        // rd.dm=0, rd.lvm.lv=%s, combine.id="…"
        || (!hasPath && !hasPort && CodeEvidence.givenACodeValue(around, end))
        // a kernel parameter dracut reads: getargs rd.lvm.lv -d rd_LVM_LV=, getargbool 0
        // rd.udev.info
        || (!hasPath && !hasPort && LanguageEvidence.kernelParameterRead(around, hostStart))
        // "#" + entry.element.id;
        // 10*u.km/u.s)
        || ((!hasPath || CodeEvidence.quotientPath(text, hostStart, firstEnd, hostAndPortEnd, end))
            && CodeEvidence.operandOfArithmetic(around, hostStart, end))
        // a quotient as a call's argument: Math.log(e.delta/o.year)
        || (before == '('
            && (after == ')' || after == ',')
            && CodeEvidence.quotientOfOneLetterVariables(
                text, hostStart, firstEnd, hostAndPortEnd, end))
        // assert_raises(TypeError, np.matmul.at, a)
        || CodeEvidence.laterArgument(around, hostStart, end)
        // the value of a key named after the member: parent_id = subfolder.id, "name": t.name,
        || (!hasPath
            && !hasPort
            && !rfc1591
            && CodeEvidence.namedAfterItsMember(around, hostStart, lowerTld)
            // (but not a host a manual names as its reader's: host = my.host)
            && !HostShape.readersPlaceholderHost(text, hostStart, firstEnd, lastStart, hostEnd))
        // "<": operator.lt,
        || (!hasPath && !hasPort && CodeEvidence.quotedKeysValue(around, hostStart, end))
        // a class's member in a code span: `Time.at`, `ExUnit.run/1`
        || (labels == 2
            && !rfc1591
            && CodeEvidence.memberInCodeSpan(
                text, around, hostStart, firstEnd, hostAndPortEnd, end))
        // (a reverse DNS name is a domain name even as an argument:
        // fromArpa(42.2.0.192.in-addr.arpa))
        || (!hasPath
            && !hasPort
            && !lowerTld.equals("arpa")
            && CodeEvidence.operandInCode(around, tagsStart, hostStart, end))
        // Ruby's condition after a jump: return unless context.opts.stream
        || (!hasPath && CodeEvidence.conditionOfAJump(around, hostStart))) {
      namespaces.addMemberName(text, lastStart, hostEnd);
      return false;
    }
    // a page or a module that a file beside it is named after (title="celery.loaders.app"
    // href="celery.loaders.app.html"; main.cf, then main.cf.dist)
    if (!rfc1591
        && !hasPath
        && FileEvidence.stemOfAFileBeside(text, around, hostStart, hostEnd, end, detector)) {
      return false;
    }
    // a drawing in letters: a game's map (bb.bb, xc.x.cx); a binary file's bytes (J7.pr�)
    if (DrawingEvidence.inADrawing(around, hostStart, end)
        || DrawingEvidence.inBinaryData(around, hostStart, hostEnd, end)) {
      return false;
    }
    // a member named by one letter, with or without a path (S.One/3, S.Zero); a member of a
    // JavaScript prototype (Jf.prototype.sd=function; in com, org, net …, a host may be under
    // prototype.com)
    if (HostShape.letterAndTitleCase(text, hostStart, firstEnd, hostEnd)
        || (!rfc1591 && HostShape.prototypeMember(text, firstEnd, lastStart))) {
      return false;
    }
    // a TLD this text has already shown to be a file extension (tests/sparse03.at ... sparse04.at)
    boolean inFileTld = labels == 2 && !hasPort && files.isExtension(text, lastStart, hostEnd);
    // 3. a path, query or fragment; but a directory in such a TLD
    // (debian/debhelper.in/libc.install, then debhelper.in/libc.lintian-overrides), or a file's
    // anchor (errors.md#class-error, README.md#install)
    if (hasPath) {
      if (!hasPort && !rfc1591 && text[hostAndPortEnd] == '#') {
        if (labels == 2 && detector.isFileExtension(text, lastStart, hostEnd)) {
          return aFile(files, text, hostStart, lastStart, hostEnd, true, true);
        }
        // an identifier's anchor right after a name in a TLD no RFC 1591 one, as a link's
        // fragment follows a path: code's (chicken.io#read-line, GHC.Types.Id#name_types); a link
        // only under a public suffix of two labels or more (example.co.uk#top)
        if (Character.isLetter(text[hostAndPortEnd + 1])) {
          return HostShape.underSuffixOfTwoLabels(text, hostStart, hostEnd, detector);
        }
      }
      // a namespace's var, written namespace/name (Clojure's clojure.java.io/copy after
      // clojure.java.shell/sh): a member of a namespace the text showed, outside RFC 1591's TLDs
      if (!hasPort
          && !rfc1591
          && CodeEvidence.varAfterNamespace(text, hostAndPortEnd, end)
          && namespaces.isMember(text, hostStart, lastStart - 1, hostEnd)) {
        return false;
      }
      // an address's placeholder, every label alike, and its prefix's length (xxx.xxx.xxx.xxx/nn)
      if (labels >= 3 && HostShape.allLabelsAlike(text, hostStart, firstEnd, hostEnd)) {
        return false;
      }
      // an app's identifier in reverse domain notation and its version, a user agent's product
      // (com.google.ios.youtube/17.33.2), or a product named with a capital and its version of two
      // numbers or more, as a user agent writes one (UP.Link/6.3.1.13.0, Cocoal.icio.us/1.0; not
      // a placeholder's port, KITENAME.pagekite.me/80): a path no link has
      if (!hasPort
          && HostShape.versionPath(text, hostAndPortEnd, end)
          && ((labels >= 3 && HostShape.isRfc1591Generic(text, hostStart, firstEnd))
              || (HostShape.hasUpper(text, hostStart, hostEnd)
                  && HostShape.hasDot(text, hostAndPortEnd, end)))) {
        return false;
      }
      // a path relative to an HTML page (<a href="java.management/javax/management/X.html">)
      if (!hasPort
          && MarkupEvidence.relativeReference(text, around, hostStart, hostAndPortEnd, end)) {
        return false;
      }
      // a key with a path in it (timezone.excity.Asia/Tokyo); a method's reference
      // (Memory.Store#get()); a macOS bundle's contents (MyApp.app/Contents/Resources/)
      if (HostShape.capitalsOnlyAfterFirstLabel(text, hostStart, firstEnd, lastStart, hostEnd)
          || CodeEvidence.methodReference(text, hostAndPortEnd, end)
          // alternatives among constants (IOLoop.READ/WRITE/ERROR)
          || (!hasPort
              && !rfc1591
              && HostShape.capitalWordsPath(text, hostAndPortEnd, end)
              && !HostShape.caseOfAHost(
                  text, hostStart, firstEnd, hostEnd, lastStart, labels, lowerTld, detector))
          || (!hasPort
              && lowerTld.equals("app")
              && FileEvidence.bundleContents(text, hostAndPortEnd, end))
          // two labels outside RFC 1591's TLDs, no port:
          || (!hasPort
              && labels == 2
              && !rfc1591
              // a page and a query whose last value code appends ('incident.do?sys_id=' + id)
              && (CodeEvidence.queryCodeCompletes(text, around, hostStart, hostAndPortEnd, end)
                  // alternatives in one namespace, each written whole (user.name/user.email,
                  // version.py/version.sh; trustedform.com/trustedform.js, under com, stays)
                  || HostShape.sameNamespacePath(text, hostStart, firstEnd, hostAndPortEnd, end)
                  // a spool's directories numbered under a name no host is, under a TLD that
                  // rule 8 reads as a file's or a member's (message.id/NNN/; vid.plus/xxxx is a
                  // site's)
                  || (FileEvidence.placeholderDirectoryAfter(text, hostAndPortEnd, end)
                      && (detector.isFileExtension(text, lastStart, hostEnd)
                          || HostShape.isMemberNameCountryCode(lowerTld)))))) {
        return false;
      }
      return !inFileTld;
    }
    // a name in IDNA's ASCII form, xn-- and Punycode first: a domain's, never a file's, a
    // namespace's or a key's (xn--iwb.ss under .ss, a file extension, beside xn--iwb.xn--zca570n)
    if (HostShape.startsWithALabel(text, hostStart, hostEnd)) {
      return true;
    }
    // 4. a namespace shows itself by a neighbour with a label no host ends in (java.io, java.util;
    // binutils.templates.fr, binutils.templates.ja)
    // (not a country's second-level domain beside one of a country code since retired, which
    // reads as an identifier: org.an org.bw)
    // (in com, org, net …, hosts share labels with identifiers, but in .int, code's integer, not)
    boolean identifierTld = !rfc1591 || lowerTld.equals("int");
    // (or a package javadoc names: title="class or interface in java.net", Method in class
    // java.net.<a href="URL.html">, content="module: jdk.net, package: jdk.net",
    // {"p":"java.net","c":"URL"})
    if (!hasPort
        && (CodeEvidence.packageOfAType(around, hostStart)
            || CodeEvidence.packageAfterItsKind(around, tagsStart, hostStart)
            || CodeEvidence.qualifiedNameGoesOnInALink(around, end)
            || CodeEvidence.javadocSearchIndexPackage(around, hostStart)
            // or the text showed it to be a package (java.net.InetAddress, then java.net)
            || namespaces.isPackage(text, hostStart, hostEnd))) {
      return false;
    }
    if (!hasPort
        && !(labels == 2 && HostShape.isRfc1591Generic(text, hostStart, firstEnd))
        // (a word TLD's neighbour of a host in com, org, net … is a domain: i-play-poker.biz,
        // i-play-poker.com)
        && (CodeEvidence.hasIdentifierNeighbour(
                text, around, hostStart, lastStart - 1, end, detector, identifierTld)
            // or one earlier in the text (module.exports ... module.id)
            // (llvm.x86.int among llvm.x86.sse2.pause and llvm.x86.avx.vzeroall)
            // (r.li, the namespace itself, after r.li.patchnum)
            || (identifierTld && namespaces.isMember(text, hostStart, lastStart - 1, hostEnd))
            // (or its first label began a module an import statement named: from
            // nose2.tests._common import X, then --plugin=nose2.plugins.mp)
            || (identifierTld && namespaces.isImportedModule(text, hostStart, firstEnd))
            // (in com, org, net …, only a namespace itself named by one letter, GRASS's v.net
            // after v.net.alloc; x.com is a host after x.length)
            || (!identifierTld
                && labels == 2
                && firstEnd - hostStart == 1
                && namespaces.isNamespace(text, hostStart, hostEnd)))
        // (nor on a line framed as a list of domains', whose neighbours are sibling domains:
        // ybo.faith, ybo.party in the Public Suffix List)
        && !lists.inList(around, hostStart, end)) {
      return false;
    }
    // 5. an address written out ("name at example.org"); else code in an RST role or literal
    // (:func:`re.search`, ``io.open``, :meth:`~x.y`), a file named as one, the subject of a
    // ChangeLog entry or commit ("* cfg.mk (rule):")
    // (an address has no port: "defined at test.py:3" is a file's line; under a TLD that is a
    // file extension, it ends as an address does: "false positive at new.target (fixes #5420)")
    if (!hasPort) {
      boolean writtenOut =
          AddressEvidence.atBefore(around, hostStart)
              // or as a space inside angle brackets (<alexander.gerasimov codeit.pro>)
              || AddressEvidence.domainOfSpacedAddress(around, hostStart, end);
      // (or glued to its local part, spaced from the host: <lane@ DUPHY4.Physics.Drexel.Edu>)
      if ((writtenOut || AddressEvidence.atGluedToLocalPart(around, hostStart))
          && (addressTld(text, hostStart, lastStart, hostEnd, rfc1591, detector)
              || (writtenOut
                  && AddressEvidence.endsAnAddress(around, end)
                  // (not a name in title case, Perl's module or its mongers' group, which no
                  // domain there is written as: "pattern at Rejected.pm,", "at Houston.pm")
                  && !HostShape.titleCaseFirstLabel(text, hostStart)))) {
        return true;
      }
    }
    // (not TeX's quotes: ``sunsite.unc.edu''; nor a literal under com, org …, a host's name:
    // ``email-smtp.us-west-2.amazonaws.com`` as the SMTP host, or an IRC server's,
    // ``irc.libera.chat``, or a country's category of names, ``co.uk``)
    if ((before == '`'
            && (beforeThat == ':'
                || (beforeThat == '`'
                    && after != '\''
                    && !rfc1591
                    && !ircServer(text, namespaces, hostStart, firstEnd, lastStart, labels)
                    && !HostShape.countryCategory(text, hostStart, hostEnd, detector))))
        || (before == '~' && beforeThat == '`')) {
      return false;
    }
    if (FileEvidence.fileWordBefore(around, tagsStart) // the file <code>welcome.html.en.de</code>
        // DocBook's and Sphinx's markup of a file name: <code class="filename">eicar.com</code>
        || MarkupEvidence.fileClassBefore(around, tagsStart, hostStart)
        || around.sameAt(hostStart - 6, "@file{") // Texinfo's: @file{dotmairixrc.eg}
        // "a kernel.org file" is a file at kernel.org: only other TLDs name a file so
        || (!rfc1591 && FileEvidence.fileWordAfter(around, MarkupEvidence.afterTags(around, end)))
        // (and not under com, org …: "the files, example.com keeps them")
        || (!rfc1591 && FileEvidence.filesListedBefore(around, tagsStart))
        // a name the MIME databases give any extension (Makefile.org, makefile.dj)
        || detector.namesFilesWithAnyExtension(text, hostStart, firstEnd)
        // a manual page's title (.TH default.pa 5), also in HTML (<title>v.net - GRASS GIS manual)
        || FileEvidence.manualPageTitle(around, hostStart)
        || MarkupEvidence.manualTitle(around, hostStart, end)
        // the file an LLVM source's first line names (//===- Attributes.td - Defines …)
        || FileEvidence.llvmFileHeader(around, hostStart, end)
        // the file a version control keyword names ($Id: dau.pl 273 2008-02-03 …), or RCS's
        // archive of it and a revision ($Sendmail: submit.mc,v 8.17.1.9 …)
        || FileEvidence.versionKeywordBefore(around, hostStart)
        || FileEvidence.rcsFileAfter(around, end)
        // a program of DOS's or Windows' (command.com, chcp.com)
        || FileEvidence.dosProgram(text, hostStart, firstEnd, labels, lowerTld)
        // a placeholder named a file (sigrok-cli -i <file.sr>, --write-info <filename.info>)
        || (!rfc1591 && FileEvidence.namedFile(text, hostStart, firstEnd, labels))
        // a file test's operand (-f 'Build.com')
        || FileEvidence.fileTestBefore(around, hostStart)
        // joined to a file's name (vmsbuild.com or cmd.exe)
        || FileEvidence.joinedToAFile(text, around, hostStart, end, detector)
        // listed among files (desc-tree.ll divorce.li drep2.ll); not under com, org …
        || (!rfc1591
            && FileEvidence.amongFiles(
                text, around, hostStart, lastStart, hostEnd, end, detector))) {
      return aFile(files, text, hostStart, lastStart, hostEnd, !rfc1591, true);
    }
    // a key that names a file (zonefile: "example.com.zone", pidfile=nsd.pid); in com, org …, a
    // file named after a domain (zonefile: "rpz.example.com"), whose name is then not a file's
    if (FileEvidence.fileKeyBefore(around, hostStart)) {
      return aFile(files, text, hostStart, lastStart, hostEnd, !rfc1591, !rfc1591);
    }
    // a string: a file or a key ('hostname.mc', "syscall.ph", { "key.cu", … })
    // (not in a quoted list of domains: "registry.access.redhat.com", "docker.io", nor on a line
    // framed as a list's, 'sb0.io' => 1, see rule 6)
    if (labels == 2
        && !hasPort
        && FileEvidence.quotedCountryCodeName(text, around, hostStart, end, lowerTld)
        // (nor a country's category of names: "co.uk"; nor a pair's value: 'fld': 'pantheon.io')
        && !HostShape.countryCategory(text, hostStart, hostEnd, detector)
        // (not one char's name, a member's or an abbreviation's: "mon": "B.er")
        && !(firstEnd - hostStart > 1
            && CodeEvidence.quotedValueOfAPair(text, around, hostStart, lastStart, hostEnd))
        && !inAListOfDomains(text, around, lists, hostStart, hostEnd, end, detector)) {
      return false;
    }
    // (not under com, org, net …, where a line starts with a host before a colon far more often:
    // "mail.example.com: connection refused", YAML's keys, lists of domains)
    if (!rfc1591 && FileEvidence.entrySubject(around, hostStart, end, labels == 2)) {
      return aFile(files, text, hostStart, lastStart, hostEnd, true, true);
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
        && HostShape.isAscii(text, hostStart, hostEnd)
        && !HostShape.underSuffixOfTwoLabels(text, hostStart, hostEnd, detector)) {
      return false;
    }
    // 6. a name under DNS's .arpa, whatever its case (8.E.F.ip6.arpa, IP6.ARPA), or an onion
    // service's address (…56 chars of base32….onion); a host under a domain this text has linked
    // beyond doubt, whatever its case or TLD (https://bit.ly/x ... bit.ly; list-one@example.net
    // ... Example.Net)
    if (lowerTld.equals("arpa")
        || HostShape.onionServiceAddress(text, hostStart, lastStart, hostEnd, lowerTld)
        || links.isUnderOne(text, hostStart, hostEnd)
        // or right after it, in angle brackets (crontab.guru <https://crontab.guru>)
        || MarkupEvidence.linkedRightAfter(text, around, hostStart, hostEnd, end)) {
      return true;
    }
    // a list of domains: a neighbour alone between blanks, commas or line breaks, as the host is,
    // under com, net, org … (a blocklist's donne-nere.org, then donne-nude.biz); or a line framed
    // as the list's links were ('sb-sd.org' => 1, ... 'sb0.io' => 1,)
    if (!hasPort
        && HostShape.isAscii(text, hostStart, hostEnd)
        && inAListOfDomains(text, around, lists, hostStart, hostEnd, end, detector)) {
      return true;
    }
    PublicSuffixList suffixes = detector.topLevelDomains().publicSuffixList();
    // letter case no host is written in (but a server named by its role, an IRC network's or a
    // WHOIS server's, whose network or registrar keeps its capitals: irc.Libera.chat,
    // whois.InternetNamesWW.com; nor a zone in a table of zones and their WHOIS servers:
    // PALANA.RU           whois.nic.ru)
    if (!HostShape.caseOfAHost(
            text, hostStart, firstEnd, hostEnd, lastStart, labels, lowerTld, detector)
        && !ircServer(text, namespaces, hostStart, firstEnd, lastStart, labels)
        && !HostShape.whoisServerName(text, hostStart, firstEnd, lastStart, labels, detector)
        && !AddressEvidence.whoisServerAfter(around, end)) {
      return false;
    }
    // a company's name, its "Co." then a comma or "Ltd" (Togami Electric Mfg.co.,Ltd.,
    // tide.co.,ltd)
    if (lowerTld.equals("co") && companyAbbreviationAfter(around, end)) {
      return false;
    }
    // 7. reverse domain notation; a version number (2.0.dev, 3.0.0.final, v14.8.7.ar) or its
    // placeholder (major.minor.build); a placeholder (xxx.xxx.xxx.xxx, xx.yy.zz.tt)
    if ((labels >= 3
            && (HostShape.isRfc1591Generic(text, hostStart, firstEnd)
                || HostShape.versionNumber(text, hostStart, lastStart - 1)
                || HostShape.allLabelsAlike(text, hostStart, firstEnd, hostEnd)
                // an IPv4 address's placeholder (xx.yy.zz.tt)
                || HostShape.addressPlaceholder(text, hostStart, hostEnd)
                // a name and its version (automake-1.16.info)
                || (!rfc1591 && HostShape.versionedName(text, hostStart, firstEnd, lastStart))
                || HostShape.versionPlaceholder(text, hostStart, hostEnd)
                // a module's member named after it, under a TLD that is a word
                // (gevent.select.select, datetime.datetime.now)
                || (HostShape.isWordTld(lowerTld, suffixes)
                    && HostShape.twoLabelsAlikeSideBySide(text, hostStart, hostEnd))))
        // a date or time pattern (HH.mm, h.mm, dd.mm), or one's end (HH:mm:ss.lc)
        || HostShape.dateOrTimePattern(text, hostStart, hostEnd)
        || HostShape.timePatternGoesOn(around, text, hostStart, firstEnd)
        // an iSCSI or NVMe qualified name (iqn.1991-05.com.microsoft)
        || HostShape.qualifiedStorageName(text, hostStart, firstEnd, hostEnd)
        // a TSIG algorithm's name (hmac-md5.sig-alg.reg.int)
        || HostShape.tsigAlgorithmName(text, hostStart, hostEnd)
        // a cloud instance type (r6g.large.search)
        || HostShape.cloudInstanceType(text, hostStart, firstEnd, lastStart)
        // a newsgroup (comp.unix.shell), or one a news: URI names under a word TLD
        // (news:gnu.cvs.help; NeoMutt's news:news.gmane.org is a server)
        || HostShape.newsgroup(text, hostStart, firstEnd, labels, lowerTld, suffixes)
        || (around.keywordEndsAt(hostStart, "news:") && HostShape.isWordTld(lowerTld, suffixes))
        // (or one named so, whatever its TLD: Newsgroup 'fj.rec.tv', the comp.mail.mh newsgroup)
        || AddressEvidence.newsgroupWordBeside(around, hostStart, end)) {
      return false;
    }
    // 8. a TLD that is also a file extension: a link only under a public suffix of two labels or
    // more; a file extension before the TLD (config.h.top, pubring.gpg.save) likewise
    // (never com, org, net …: far more hosts end in them than the files a database lists, such as
    // freedesktop.org's *.org for Org mode)
    // (the name after a sentence in Chinese or Japanese run into it judged alone:
    // 以下を編集すること。anlgform.pl)
    if ((detector.isFileExtension(text, lastStart, hostEnd)
            // likewise Indonesia's .id, code's member (record.id; ui.ac.id is a link)
            || HostShape.isMemberNameCountryCode(lowerTld)
            // and one char's name under a country code, code's (u.km, a.mc; t.co/x is a link)
            || (end == hostEnd
                && HostShape.oneCharNameUnderCountryCode(hostStart, firstEnd, labels, lowerTld)
                // (not named a link, "t.co URLs", nor alone on its line, a list's: t.co, j.mp)
                && !AddressEvidence.linkWordAfter(around, end)
                && !around.aloneOnItsLine(hostStart, end))
            || (labels >= 3
                && !hasPort
                && HostShape.extensionBeforeTld(text, hostStart, lastStart, detector)))
        && !rfc1591
        && HostShape.isAscii(
            text, HostShape.afterWideStopSentence(text, hostStart, hostEnd), hostEnd)) {
      if (hasPort) {
        return false;
      }
      // (or a host source of a Content-Security-Policy: form-action 'self' sis.redsys.es;, or a
      // WHOIS server: whois.nic.ms, whois.registry.in)
      return HostShape.underSuffixOfTwoLabels(text, hostStart, hostEnd, detector)
          || AddressEvidence.sourceOfAPolicy(around, hostStart)
          || HostShape.whoisServerName(text, hostStart, firstEnd, lastStart, labels, detector);
    }
    // 9. two labels under a generic TLD after RFC 1591's, a word that names files and identifiers
    // too (default.target, user.email, spec.name, dir.info); any number in Markdown's code span
    // or HTML's elements for code (`unittest.mock.call`, <code>req.headers.host</code>, <tt>…)
    boolean inCode =
        (before == '`' && after == '`')
            || (after == '<' && MarkupEvidence.inCodeElement(around, tagsStart, hostStart))
            || MarkupEvidence.javadocCode(around, hostStart, end);
    // or used as code uses a name: a method called without parentheses, Ruby's or Perl's, at its
    // line's start (list.logger.info 'Forwarding …'); parameters in brackets right after it,
    // Zabbix's item keys (hp.server.contact[sysContact]; not a footnote's number,
    // irc.libera.chat[1]); the value of a key named key (key: zyxel.4012f.contact); a placeholder
    // or an index among its labels, one char after a longer first (NUT's device.x.contact,
    // outlet.n.name; not a.b.domain.biz)
    boolean usedAsCode =
        CodeEvidence.callWithoutParentheses(around, hostStart, end)
            || (after == '[' && !isDigit(around.at(end + 1)) && around.at(end + 1) != ']')
            || CodeEvidence.valueOfAKeyNamedKey(around, hostStart, end)
            || HostShape.oneCharLabelInside(text, hostStart, firstEnd, lastStart);
    // (in capitals, any number too: a placeholder or a constant, RBL.DNS.NAME; or a table's key:
    // { "signature.algorithm.name", "..." }; or outside a string in a text that shows more code
    // than links: element.column.name, not "hostname": "lambda.us-east-1.api.aws")
    // (two labels alone are no evidence against a placeholder host: your.host, other.host)
    return !(((labels == 2
                && !HostShape.placeholderHost(text, hostStart, firstEnd, lastStart, hostEnd))
            || inCode
            || usedAsCode
            || (namespaces.showsMoreCodeThanLinks(links.linked())
                && (!around.quoted(hostStart, end)
                    // (but a string alone on its line, a list's element: "llvm.bpf.compare",)
                    || (around.lineStartsBefore(hostStart - 1)
                        && (around.at(end + 1) == ',' || around.lineBreakAt(end + 1)))
                    // (or a later element of a call or a tuple: ("celestial", 1,
                    // "spherical.lat.degree"), or a call's first of more arguments:
                    // new CPartial('configuration.tags.tab', [)
                    || CodeEvidence.laterQuotedElement(around, hostStart, end)
                    || CodeEvidence.firstQuotedArgument(around, hostStart, end)))
            || !HostShape.hasLower(text, hostStart, hostEnd)
            || CodeEvidence.quotedTableKey(around, hostStart, end))
        && !hasPort
        && HostShape.isWordTld(lowerTld, suffixes)
        && !ircServer(text, namespaces, hostStart, firstEnd, lastStart, labels));
  }

  /**
   * A TLD under which an address written out is one by its shape alone: one of RFC 1591's, one no
   * file has, or a public suffix of two labels or more ({@code example.com.pl}); under a file's
   * extension, {@code test_at_exit.sh} is a file (the cheap tests first: the Public Suffix List's
   * lookup costs a tenth of the mode's time).
   */
  private static boolean addressTld(
      char[] text,
      int hostStart,
      int lastStart,
      int hostEnd,
      boolean rfc1591,
      LinkDetector detector) {
    return rfc1591
        || !detector.isFileExtension(text, lastStart, hostEnd)
        || HostShape.underSuffixOfTwoLabels(text, hostStart, hostEnd, detector);
  }

  /**
   * A host in a list of domains: alone beside a neighbour so alone under com, net, org … ({@link
   * AddressEvidence#inListOfDomains}), or on a line framed as the list's links were ({@link
   * DomainListLines}), or on a framed line and itself a rule of the Public Suffix List of two
   * labels or more, an entry of a copy of the list ({@code "tinn.no",}, {@code "com.qa",} in Go's
   * x/net, before any name under com, net or org has framed its lines).
   */
  private static boolean inAListOfDomains(
      char[] text,
      TextAround around,
      DomainListLines lists,
      int hostStart,
      int hostEnd,
      int end,
      LinkDetector detector) {
    if (AddressEvidence.inListOfDomains(around, hostStart, end)) {
      return true;
    }
    // (the line's frame read once for both)
    long frame = DomainListLines.frameOf(around, hostStart, end);
    return frame != DomainListLines.NO_FRAME
        && (lists.isListFrame(frame)
            || HostShape.isPublicSuffixRule(text, hostStart, hostEnd, detector));
  }

  /**
   * An IRC network's server by its name ({@link HostShape#ircServerName}), whose first label and
   * first two are no namespace of this text's code (WeeChat's options: {@code irc.ctcp.version},
   * then {@code irc.ctcp.ping}).
   */
  private static boolean ircServer(
      char[] text,
      NamespacesInText namespaces,
      int hostStart,
      int firstEnd,
      int lastStart,
      int labels) {
    return HostShape.ircServerName(text, hostStart, firstEnd, labels)
        && !namespaces.isNamespace(text, hostStart, firstEnd)
        && !namespaces.isNamespace(text, hostStart, lastStart - 1);
  }

  /**
   * A full stop at {@code end}, then a comma or a space and the word {@code Ltd} (a host goes on
   * over {@code .Ltd}, a TLD).
   */
  private static boolean companyAbbreviationAfter(TextAround around, int end) {
    return around.at(end) == '.'
        && (around.at(end + 1) == ','
            || (around.at(end + 1) == ' '
                && around.asciiWordAt(end + 2, "ltd")
                && !Character.isLetterOrDigit(around.at(end + 5))));
  }

  /**
   * A file name, so not a link: if {@code extensionRemembered}, its TLD is a file extension in the
   * rest of this text (callers leave out RFC 1591's generic ones, which far more links end in), and
   * if {@code nameRemembered}, the name is a file's there.
   */
  private static boolean aFile(
      FilesInText files,
      char[] text,
      int hostStart,
      int lastStart,
      int hostEnd,
      boolean extensionRemembered,
      boolean nameRemembered) {
    if (extensionRemembered) {
      files.addExtension(text, lastStart, hostEnd);
    }
    if (nameRemembered) {
      files.addName(text, hostStart, hostEnd);
    }
    return false;
  }
}
