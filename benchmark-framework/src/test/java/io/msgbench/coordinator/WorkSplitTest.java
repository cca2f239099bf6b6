package io.msgbench.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import io.msgbench.worker.ConsumerAssignment;
import io.msgbench.worker.ProducerAssignment;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkSplitTest {

    private static List<ProducerAssignment> producers(int topics, int perTopic) {
        List<ProducerAssignment> producers = new ArrayList<>();
        for (int t = 0; t < topics; t++) {
            for (int p = 0; p < perTopic; p++) {
                producers.add(new ProducerAssignment(producers.size(), "t" + t));
            }
        }
        return producers;
    }

    private static List<ConsumerAssignment> consumers(int topics, int perTopic) {
        List<ConsumerAssignment> consumers = new ArrayList<>();
        for (int t = 0; t < topics; t++) {
            for (int c = 0; c < perTopic; c++) {
                consumers.add(new ConsumerAssignment("t" + t, "sub-" + t));
            }
        }
        return consumers;
    }

    private static List<Integer> sizes(List<? extends List<?>> perWorker) {
        return perWorker.stream().map(List::size).toList();
    }

    /** OMB's -x: a third of the workers (rounded up) produce, the rest consume. */
    @Test
    void extraConsumersPutsProducersOnTheFirstThirdAndConsumersOnTheRest() {
        WorkSplit three = new WorkSplit(SplitMode.EXTRA_CONSUMERS, 3);
        assertThat(sizes(three.producers(producers(2, 3)))).containsExactly(6, 0, 0);
        assertThat(sizes(three.consumers(consumers(2, 2)))).containsExactly(0, 2, 2);
        WorkSplit four = new WorkSplit(SplitMode.EXTRA_CONSUMERS, 4);
        assertThat(sizes(four.producers(producers(1, 4)))).containsExactly(2, 2, 0, 0);
        assertThat(sizes(four.consumers(consumers(1, 4)))).containsExactly(0, 0, 2, 2);
        WorkSplit six = new WorkSplit(SplitMode.EXTRA_CONSUMERS, 6);
        assertThat(sizes(six.producers(producers(1, 2)))).containsExactly(1, 1, 0, 0, 0, 0);
        assertThat(sizes(six.consumers(consumers(1, 4)))).containsExactly(0, 0, 1, 1, 1, 1);
    }

    @Test
    void splitPutsProducersOnTheFirstHalfAndConsumersOnTheOther() {
        WorkSplit split = new WorkSplit(SplitMode.SPLIT, 4);
        assertThat(sizes(split.producers(producers(2, 3)))).containsExactly(3, 3, 0, 0);
        assertThat(sizes(split.consumers(consumers(2, 2)))).containsExactly(0, 0, 2, 2);
    }

    @Test
    void withAnOddCountTheConsumersGetTheLargerHalfAsInOmb() {
        WorkSplit split = new WorkSplit(SplitMode.SPLIT, 3);
        assertThat(sizes(split.producers(producers(1, 4)))).containsExactly(4, 0, 0);
        assertThat(sizes(split.consumers(consumers(1, 4)))).containsExactly(0, 2, 2);
    }

    @Test
    void oneWorkerDoesEverything() {
        WorkSplit split = new WorkSplit(SplitMode.SPLIT, 1);
        assertThat(sizes(split.producers(producers(1, 2)))).containsExactly(2);
        assertThat(sizes(split.consumers(consumers(1, 2)))).containsExactly(2);
    }

    @Test
    void fewerProducersThanProducerWorkersLeavesSomeWithNoneAndEveryProducerPlacedOnce() {
        WorkSplit split = new WorkSplit(SplitMode.SPLIT, 4);
        List<List<ProducerAssignment>> dealt = split.producers(producers(1, 1));
        assertThat(sizes(dealt)).containsExactly(1, 0, 0, 0);
        assertThat(dealt.stream().flatMap(List::stream).map(ProducerAssignment::producerId))
                .containsExactly(0);
    }

    @Test
    void swarmKeepsEachTopicWithItsProducersAndConsumersOnOneWorker() {
        WorkSplit split = new WorkSplit(SplitMode.SWARM, 2);
        List<List<ConsumerAssignment>> consumers = split.consumers(consumers(3, 2));
        List<List<ProducerAssignment>> producers = split.producers(producers(3, 2));
        for (int w = 0; w < 2; w++) {
            List<String> consumed = consumers.get(w).stream()
                    .map(ConsumerAssignment::topic)
                    .distinct()
                    .toList();
            List<String> produced = producers.get(w).stream()
                    .map(ProducerAssignment::topic)
                    .distinct()
                    .toList();
            assertThat(produced).containsExactlyElementsOf(consumed);
        }
        assertThat(sizes(producers)).containsExactly(4, 2);
    }

    @Test
    void swarmNeedsATopicPerWorker() {
        assertThat(WorkSplit.problem(SplitMode.SWARM, 3, 2))
                .hasValueSatisfying(p -> assertThat(p).contains("2 topic(s)"));
        assertThat(WorkSplit.problem(SplitMode.SWARM, 2, 2)).isEmpty();
        assertThat(WorkSplit.problem(SplitMode.SPLIT, 4, 1)).isEmpty();
    }
}
