package io.msgbench.driver.pravega;

/** The Pravega client's failures in words. */
final class PravegaFailures {
    private PravegaFailures() {}

    /** "SimpleName: message", with the root cause when the message does not already say it. */
    static String describe(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = error.getClass().getSimpleName() + ": " + error.getMessage();
        return root == error || String.valueOf(error.getMessage()).contains(String.valueOf(root.getMessage()))
                ? message
                : message + " (cause: " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    }
}
