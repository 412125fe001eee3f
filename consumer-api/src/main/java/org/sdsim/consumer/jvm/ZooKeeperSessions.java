package org.sdsim.consumer.jvm;

import org.sdsim.consumer.api.SessionsReply;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds this JVM's ZooKeeper sessions without knowing which Dubbo (or Curator) opened them: every
 * ZooKeeper client handle runs one {@code ClientCnxn$SendThread}, whose enclosing {@code ClientCnxn}
 * knows the session id and password, and whose thread name ZooKeeper keeps as
 * {@code ...-SendThread(host:port)} for the server it talks to. Read by reflection, so consumer-api
 * needs no ZooKeeper, and the same code serves the Dubbo 3 and Dubbo 2.7 consumers.
 */
final class ZooKeeperSessions {

    private static final String SEND_THREAD = "org.apache.zookeeper.ClientCnxn$SendThread";
    private static final Pattern SERVER = Pattern.compile("SendThread\\(([^)]*)\\)");

    private ZooKeeperSessions() {
    }

    static List<SessionsReply.Session> list() throws ReflectiveOperationException {
        List<SessionsReply.Session> out = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (!t.isAlive() || !SEND_THREAD.equals(t.getClass().getName())) {
                continue;
            }
            Object cnxn = enclosing(t);
            Method id = cnxn.getClass().getMethod("getSessionId");
            Method password = cnxn.getClass().getMethod("getSessionPasswd");
            long sessionId = (Long) id.invoke(cnxn);
            byte[] secret = (byte[]) password.invoke(cnxn);
            Matcher m = SERVER.matcher(t.getName());
            out.add(new SessionsReply.Session(m.find() ? m.group(1) : "", sessionId,
                    Base64.getEncoder().encodeToString(secret == null ? new byte[0] : secret)));
        }
        return out;
    }

    /** The ClientCnxn a SendThread (an inner class) belongs to. */
    private static Object enclosing(Thread sendThread) throws ReflectiveOperationException {
        for (Field f : sendThread.getClass().getDeclaredFields()) {
            if (f.getName().startsWith("this$")) {
                f.setAccessible(true);
                return f.get(sendThread);
            }
        }
        throw new NoSuchFieldException(SEND_THREAD + " has no enclosing ClientCnxn in this ZooKeeper version");
    }
}
