#!/usr/bin/env python3
# The simulator's GDB stub (-g PORT) driven by a small remote-protocol
# client: registers, memory, breakpoints, single steps, stop replies,
# the target description and auxv, kill, and malformed packets (an
# error reply each, and the stub still answers).  Prints PASS:/FAIL:
# lines.  Usage: gdbstub.py SIMULATOR PROGRAM NM [THREADS]
# THREADS: tests/c/threads.c built static; its threads stop at a
# breakpoint in turn (all-stop), the thread list grows, and it still
# passes.
import os, re, socket, subprocess, struct, sys

sim, prog, nm = sys.argv[1:4]
threads_prog = sys.argv[4] if len(sys.argv) > 4 else None
syms = {}
for line in subprocess.run([nm, prog], capture_output=True, text=True).stdout.splitlines():
    f = line.split()
    if len(f) == 3:
        syms[f[2]] = int(f[0], 16)
with open(prog, 'rb') as fh:
    entry = struct.unpack_from('<I', fh.read(32), 24)[0]
npass = nfail = 0

def result(ok, name, why=''):
    global npass, nfail
    if ok:
        npass += 1
        print('PASS: gdbstub %s' % name)
    else:
        nfail += 1
        print('FAIL: gdbstub %s%s' % (name, ' (%s)' % why if why else ''))


class Stub:
    def __init__(self, env_exec, program=None):
        env = dict(os.environ, K1_EXEC=env_exec)
        self.p = subprocess.Popen([sim, '-g', '0', program or prog],
                                  stderr=subprocess.PIPE,
                                  stdout=subprocess.PIPE, env=env)
        line = self.p.stderr.readline().decode()
        m = re.search(r':(\d+)$', line.strip())
        if not m:
            raise RuntimeError('no port in %r' % line)
        self.s = socket.create_connection(('127.0.0.1', int(m.group(1))), timeout=20)
        self.buf = b''

    def byte(self):
        while not self.buf:
            d = self.s.recv(4096)
            if not d:
                raise EOFError
            self.buf += d
        c, self.buf = self.buf[:1], self.buf[1:]
        return c

    def send_raw(self, data):
        self.s.sendall(data)

    def send(self, pkt, checksum=None):
        cs = checksum if checksum is not None else sum(pkt.encode('latin-1')) & 255
        self.s.sendall(b'$' + pkt.encode('latin-1') + b'#%02x' % cs)
        return self.byte()		# the ack

    def recv(self):
        while self.byte() != b'$':
            pass
        d = b''
        while True:
            c = self.byte()
            if c == b'#':
                break
            d += c
        cs = self.byte() + self.byte()
        self.s.sendall(b'+')
        assert int(cs, 16) == sum(d) & 255, 'bad checksum from the stub'
        return d.decode('latin-1')

    def ask(self, pkt):
        self.send(pkt)
        return self.recv()

    def regs(self):
        g = self.ask('g')
        return [struct.unpack('<I', bytes.fromhex(g[i:i + 8]))[0]
                for i in range(0, len(g), 8)]

    def reg(self, n):
        return struct.unpack('<I', bytes.fromhex(self.ask('p%x' % n)))[0]

    def wait(self, timeout=20):
        self.p.wait(timeout)
        return self.p.returncode


PC = 64 + 0		# the first system register, $pc (opcode/k1-sfr.def)

for mode in os.environ.get('MODES', 'fast ref').split():
    tag = '[%s]' % mode
    try:
        st = Stub(mode)
        r = st.ask('qSupported:multiprocess+;swbreak+;xmlRegisters=i386')
        result('qXfer:features:read+' in r and 'qXfer:auxv:read+' in r,
               'qSupported ' + tag, r)
        result(st.ask('?').startswith('T05thread:'), 'initial stop ' + tag)
        x = st.ask('qXfer:features:read:target.xml:0,3fff')
        result(x[0] == 'l' and 'name="r63"' in x and 'name="pc"' in x
               and 'name="lc"' in x and 'regnum="64"' in x, 'target.xml ' + tag)
        regs = st.regs()
        result(len(regs) >= 71 and regs[PC] == entry, 'g at entry ' + tag,
               'pc %#x entry %#x' % (regs[PC] if len(regs) > PC else -1, entry))
        a = st.ask('qXfer:auxv:read::0,3fff')
        raw = re.sub(r'}(.)', lambda m: chr(ord(m.group(1)) ^ 0x20), a[1:]).encode('latin-1')
        av = struct.unpack('<%dI' % (len(raw) // 4), raw[:len(raw) // 4 * 4])
        pairs = dict(zip(av[0::2], av[1::2]))
        result(a[0] == 'l' and pairs.get(9) == entry and pairs.get(6) == 4096,
               'auxv ' + tag)
        # Malformed packets: an error each, never a crash.
        bad = ['mzz', 'm10000', 'm10000,', 'G1234', 'p', 'p1000', 'Pzz=1',
               'P1=123', 'Z0,zz,4', 'Z0', 'Hgzz', 'M10000,2:zz', 'M0,1:00',
               'qXfer:auxv:read::zz', 'qXfer:features:read:target.xml:1',
               'C', 'Cxx', 'p123456789', 'QPassSignals:zz', 'QPassSignals:e;;']
        ok = all(st.ask(b).startswith('E') for b in bad)
        result(ok, 'malformed packets get E replies ' + tag,
               ' '.join('%s=%s' % (b, st.ask(b)) for b in bad if not st.ask(b).startswith('E')))
        result(st.send('?', checksum=0) == b'-', 'bad checksum nak ' + tag)
        result(st.ask('x' * 20000).startswith('E'), 'oversized packet ' + tag)
        result(st.ask('vMustReplyEmpty') == '', 'unknown packet empty ' + tag)
        result(st.ask('QPassSignals:e;14') == 'OK', 'QPassSignals ' + tag)
        # Memory: read, write a data word (and back), unmapped.
        w = syms['word']
        result(st.ask('m%x,4' % w) == '78563412', 'm ' + tag)
        result(st.ask('M%x,4:efbeadde' % w) == 'OK'
               and st.ask('m%x,4' % w) == 'efbeadde', 'M ' + tag)
        result(st.ask('m0,4').startswith('E'), 'm unmapped ' + tag)
        # Writing the read-only text works as through ptrace.
        t0 = st.ask('m%x,4' % entry)
        result(st.ask('M%x,4:%s' % (entry, t0)) == 'OK', 'M to text ' + tag)
        # A breakpoint in the loop: hit before the bundle runs.
        again = syms['again']
        result(st.ask('Z0,%x,4' % again) == 'OK', 'Z0 ' + tag)
        r = st.ask('c')
        result(r.startswith('T05') and st.reg(PC) == again and st.reg(0) == 0,
               'break before the bundle ' + tag, r)
        # Resumed at a breakpoint still inserted, as after GDB's jump to
        # a line with one, the thread reports it again without running.
        r = st.ask('c')
        result(r.startswith('T05') and st.reg(PC) == again and st.reg(0) == 0,
               'resume at an inserted breakpoint stops there ' + tag, r)
        # A step runs one whole bundle: add and make both done.  GDB
        # steps over a breakpoint by taking it out for the step.
        r = st.ask('z0,%x,4' % again) == 'OK' and st.ask('s')
        result(r and r.startswith('T05') and st.reg(PC) == again + 8
               and st.reg(0) == 1 and st.reg(1) == 5, 'step one bundle ' + tag,
               '%s pc %#x' % (r, st.reg(PC)))
        result(st.ask('Z0,%x,4' % again) == 'OK', 'Z0 again ' + tag)
        r = st.ask('c')
        result(r.startswith('T05') and st.reg(PC) == again and st.reg(0) == 1,
               'break again ' + tag, r)
        result(st.ask('z0,%x,4' % again) == 'OK', 'z0 ' + tag)
        # The fault: SIGSEGV at the faulting bundle, not done.
        r = st.ask('c')
        result(r.startswith('T0b') and st.reg(PC) == syms['fault'],
               'SIGSEGV at the faulting bundle ' + tag, r)
        # Write a register (P, then G) and discard the signal: the
        # program runs on and exits with $r0.
        result(st.ask('P3=%s' % struct.pack('<I', w).hex()) == 'OK'
               and st.reg(3) == w, 'P ' + tag)
        g = st.ask('g')
        g = g[:0] + struct.pack('<I', 9).hex() + g[8:]
        result(st.ask('G' + g) == 'OK' and st.reg(0) == 9, 'G ' + tag)
        r = st.ask('c')
        result(r == 'W09' and st.wait() == 9, 'exit W ' + tag, r)
        # The signal passed on: the program dies of it.
        st = Stub(mode)
        st.ask('?')
        r = st.ask('c')
        r2 = st.ask('C0b') if r.startswith('T0b') else r
        result(r2 == 'X0b' and st.wait() in (139, -11), 'SIGSEGV passed: X0b ' + tag, r2)
        # Kill.
        st = Stub(mode)
        st.ask('?')
        st.send('k')
        result(st.wait() != 0, 'k ' + tag)
    except Exception as e:
        result(False, 'session ' + tag, repr(e))
if threads_prog:
    tsyms = {}
    for line in subprocess.run([nm, threads_prog], capture_output=True,
                               text=True).stdout.splitlines():
        f = line.split()
        if len(f) == 3:
            tsyms[f[2]] = int(f[0], 16)
    try:
        st = Stub('fast', threads_prog)
        st.ask('?')
        ok = st.ask('Z0,%x,4' % tsyms['worker']) == 'OK'
        seen = set()
        for i in range(6):
            r = st.ask('c')
            m = re.match(r'T05thread:([0-9a-f]+);', r)
            ok = ok and m is not None and st.reg(PC) == tsyms['worker']
            if m:
                seen.add(m.group(1))
                # Hg selects the thread whose registers g reads.
                ok = ok and st.ask('Hg' + m.group(1)) == 'OK'
                ok = ok and st.regs()[PC] == tsyms['worker']
                # Step this thread alone over the breakpoint, as GDB does.
                ok = ok and st.ask('z0,%x,4' % tsyms['worker']) == 'OK'
                ok = ok and st.ask('Hc' + m.group(1)) == 'OK'
                ok = ok and st.ask('s').startswith('T05')
                ok = ok and st.ask('Z0,%x,4' % tsyms['worker']) == 'OK'
                ok = ok and st.ask('Hc0') == 'OK'
        tl = st.ask('qfThreadInfo')
        ok = ok and tl.startswith('m') and len(tl[1:].split(',')) >= 6
        ok = ok and st.ask('qsThreadInfo') == 'l'
        result(ok and len(seen) == 6, 'threads stop in turn', '%r %s' % (seen, tl))
        st.ask('z0,%x,4' % tsyms['worker'])
        r = st.ask('c')
        out = st.p.stdout.read().decode()
        result(r == 'W00' and 'all passed' in out, 'threads run on', r + ' ' + out)
    except Exception as e:
        result(False, 'threads session', repr(e))
print('gdbstub: %d passed, %d failed' % (npass, nfail))
sys.exit(1 if nfail else 0)
