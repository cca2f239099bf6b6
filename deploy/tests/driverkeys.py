"""The keys each msgbench driver accepts, read from its settings class (the drivers reject any other key, so a
driver file with a misplaced key stops the run on the clients). problems(system, driver_file) lists the keys
of a rendered driver file that its driver would reject."""
import os
import re

from tests.support import DEPLOY

ROOT = os.path.dirname(DEPLOY)
FRAMEWORK_SOURCE = "benchmark-framework/src/main/java/io/msgbench/driver/DriverSpec.java"
# Per system: the settings class, and the constant listing the keys of each section ('' = top level).
SETTINGS = {
    "kafka": ("driver-kafka/src/main/java/io/msgbench/driver/kafka/KafkaDriverSettings.java", {"": "KEYS"}),
    "pulsar": ("driver-pulsar/src/main/java/io/msgbench/driver/pulsar/PulsarDriverSettings.java",
               {"": "KEYS", "client": "CLIENT_KEYS", "client.persistence": "PERSISTENCE_KEYS",
                "producer": "PRODUCER_KEYS", "consumer": "CONSUMER_KEYS", "bookies": "BOOKIES_KEYS",
                "offload": "OFFLOAD_KEYS"}),
    "pravega": ("driver-pravega/src/main/java/io/msgbench/driver/pravega/PravegaDriverSettings.java",
                {"": "KEYS", "client": "CLIENT_KEYS", "writer": "WRITER_KEYS"}),
}


def java_string_list(source, constant):
    """The strings of `NAME = List.of(...)` or `Set.of(...)` in a Java file."""
    with open(os.path.join(ROOT, source), encoding="utf-8") as f:
        text = f.read()
    match = re.search(rf"\b{constant}\s*=\s*(?:List|Set)\.of\(([^)]*)\)", text)
    if match is None:
        raise AssertionError(f"{source}: no {constant} = List.of(...) (the deploy check reads the driver's keys)")
    return set(re.findall(r'"([^"]+)"', match.group(1)))


def problems(system, driver):
    source, sections = SETTINGS[system]
    framework = java_string_list(FRAMEWORK_SOURCE, "FRAMEWORK_KEYS")
    found = []
    for section, constant in sections.items():
        values = driver
        for part in filter(None, section.split(".")):
            values = values.get(part) or {}
        known = java_string_list(source, constant) | (framework if section == "" else set())
        found += [f"{section + '.' if section else ''}{key}: the {system} driver rejects this key"
                  for key in values if key not in known]
    return found
