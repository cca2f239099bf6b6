package io.msgbench.worker;

/**
 * How many messages each unthrottled producer of one sender thread may keep in flight, tuned while the run goes.
 * A fixed budget is wrong somewhere: too small for a distant or slowly acknowledging system (the window divided by
 * the service time caps the rate), too big for a fast local one (what each in-flight message holds burdens the
 * collector, and a client's buffer filled to the brim only adds queueing: bin/perf measured a fixed 32 MiB slower on
 * Kafka than 4 MiB). So the window starts at {@link #forLoad}'s budget and, after a period in which it held a
 * producer back, tries itself doubled: the acknowledged rate is measured before, with the double, and after going
 * back, and the double is kept only if its rate beats both the others by {@link #GAIN} (measuring before and after
 * keeps a rate that rises anyway, as in a warm-up, from passing for a gain; the margin keeps the noise of a shared
 * machine from ratcheting the window up). A trial that did not pay makes the next wait twice as long (from
 * {@link #FIRST_HOLD_PERIODS} up to {@link #MAX_HOLD_PERIODS}). A window that held nobody back says nothing about a
 * bigger one (the client itself was the limit: a full send buffer blocking the send), so then nothing changes. It
 * never exceeds its ceiling, a share of the heap. Used by its sender thread alone; {@link #limit()} may be read by
 * any thread.
 */
public final class InFlightWindow {
    /**
     * The client figure under which each interval records the window (messages per producer, the mean over the
     * worker's sender threads), beside the figures the clients report.
     */
    public static final String FIGURE = "msgbench.in.flight.window.messages";
    /** The worker's unthrottled producers start with this many payload bytes in flight together. */
    public static final long START_BYTES = 4L << 20;
    /** Each unthrottled producer may keep at least this many messages in flight. */
    public static final int MIN_MESSAGES = 1_000;
    /** The share of the heap that the messages in flight may take at most. */
    public static final int HEAP_SHARE_DIVISOR = 8;
    /** What a message in flight holds besides its payload, about: the send's future and callback, the client's record. */
    static final int HELD_PER_MESSAGE_BYTES = 256;
    /** Long enough to count thousands of acknowledgements at a few thousand per second. */
    static final long PERIOD_NANOS = 500_000_000L;
    /** How much more a doubled window must carry than the window before and after it to be kept. */
    static final double GAIN = 1.25;

    static final int FIRST_HOLD_PERIODS = 4;
    static final int MAX_HOLD_PERIODS = 120;

    /** A trial: the period after each change carries its ramp, so each measured period follows a settling one. */
    private enum Step {
        STEADY,
        SETTLING_DOUBLED,
        DOUBLED,
        SETTLING_BACK,
        BACK
    }

    private final int ceiling;
    private volatile int limit;
    private Step step = Step.STEADY;
    private long periodStart = Long.MIN_VALUE;
    private long completedAtPeriodStart;
    private boolean heldBack;
    private int limitBeforeTrial;
    private double rateBeforeTrial;
    private double rateDoubled;
    private int holdPeriods;
    private int holdAfterFailedTrial = FIRST_HOLD_PERIODS;

    InFlightWindow(int start, int ceiling) {
        if (start < 1 || ceiling < start) {
            throw new IllegalArgumentException("in-flight window: start " + start + ", ceiling " + ceiling);
        }
        this.limit = start;
        this.ceiling = ceiling;
    }

    /** A window that never changes, as tests need. */
    static InFlightWindow fixed(int messages) {
        return new InFlightWindow(messages, messages);
    }

    /**
     * The window of {@code producers} unthrottled producers of {@code messageBytes}-byte messages on one worker: it
     * starts with {@link #START_BYTES} of payload in flight (and at least {@link #MIN_MESSAGES} per producer) and may
     * grow until the messages in flight, payload and {@link #HELD_PER_MESSAGE_BYTES} each, take
     * {@code 1/HEAP_SHARE_DIVISOR} of {@code maxHeapBytes}.
     */
    static InFlightWindow forLoad(int messageBytes, int producers, long maxHeapBytes) {
        long payload = Math.max(1, messageBytes);
        long count = Math.max(1, producers);
        int start = (int) Math.max(MIN_MESSAGES, Math.min(Integer.MAX_VALUE, START_BYTES / (payload * count)));
        long ceiling = maxHeapBytes / HEAP_SHARE_DIVISOR / ((payload + HELD_PER_MESSAGE_BYTES) * count);
        return new InFlightWindow(start, (int) Math.max(start, Math.min(Integer.MAX_VALUE, ceiling)));
    }

    /** Messages each producer may keep in flight now. */
    int limit() {
        return limit;
    }

    /** The most messages each producer may ever keep in flight. */
    int ceiling() {
        return ceiling;
    }

    /** The sender found a producer's window full. */
    void heldBack() {
        heldBack = true;
    }

    /** Whether a period has ended at {@code nowNanos} (or none has started yet): then call {@link #endPeriod}. */
    boolean periodOver(long nowNanos) {
        return periodStart == Long.MIN_VALUE || nowNanos - periodStart >= PERIOD_NANOS;
    }

    /**
     * Ends the period (or starts the first) at {@code nowNanos}, when the sender's producers have had
     * {@code completed} messages acknowledged or failed since they started, and adjusts the window.
     */
    void endPeriod(long nowNanos, long completed) {
        if (periodStart == Long.MIN_VALUE) {
            startPeriod(nowNanos, completed);
            return;
        }
        double rate = (completed - completedAtPeriodStart) * 1e9 / (nowNanos - periodStart);
        boolean windowWasTheLimit = heldBack;
        startPeriod(nowNanos, completed);
        switch (step) {
            case STEADY -> maybeStartTrial(rate, windowWasTheLimit);
            case SETTLING_DOUBLED -> step = Step.DOUBLED;
            case DOUBLED -> {
                rateDoubled = rate;
                limit = limitBeforeTrial;
                step = Step.SETTLING_BACK;
            }
            case SETTLING_BACK -> step = Step.BACK;
            case BACK -> judgeTrial(rate);
        }
    }

    private void startPeriod(long nowNanos, long completed) {
        periodStart = nowNanos;
        completedAtPeriodStart = completed;
        heldBack = false;
    }

    private void maybeStartTrial(double rate, boolean windowWasTheLimit) {
        if (holdPeriods > 0) {
            holdPeriods--;
        } else if (windowWasTheLimit && limit < ceiling) {
            limitBeforeTrial = limit;
            rateBeforeTrial = rate;
            limit = doubled(limit);
            step = Step.SETTLING_DOUBLED;
        }
    }

    private void judgeTrial(double rateBack) {
        step = Step.STEADY;
        if (rateDoubled >= GAIN * Math.max(rateBeforeTrial, rateBack)) {
            limit = doubled(limitBeforeTrial);
            holdPeriods = 1; // the ramp to the kept window is no baseline for the next trial
            holdAfterFailedTrial = FIRST_HOLD_PERIODS;
        } else {
            holdPeriods = holdAfterFailedTrial;
            holdAfterFailedTrial = Math.min(MAX_HOLD_PERIODS, 2 * holdAfterFailedTrial);
        }
    }

    private int doubled(int messages) {
        return (int) Math.min(ceiling, 2L * messages);
    }
}
