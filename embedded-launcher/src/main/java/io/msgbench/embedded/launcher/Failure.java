package io.msgbench.embedded.launcher;

/** One line about a failure: the exception and, when its message does not say it already, the root cause. */
final class Failure {
    private Failure() {}

    static String describe(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = e.getClass().getSimpleName() + ": " + e.getMessage();
        boolean causeAlreadySaid =
                root == e || String.valueOf(e.getMessage()).contains(String.valueOf(root.getMessage()));
        return causeAlreadySaid
                ? message
                : message + " (cause: " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    }
}
