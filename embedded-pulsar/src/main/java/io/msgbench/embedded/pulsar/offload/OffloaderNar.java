package io.msgbench.embedded.pulsar.offload;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Pulsar loads offloaders only from NAR files in {@code offloadersDirectory}. This writes the smallest one that
 * names {@link FolderOffloaderFactory}: its service file and no bundled jars. Pulsar's NAR class loader asks
 * its parent first, so the classes come from the embedded broker's own class path.
 */
public final class OffloaderNar {
    static final String FILE_NAME = FolderOffloader.DRIVER_NAME + ".nar";

    private OffloaderNar() {}

    /** Writes the NAR into {@code directory} (created if needed) and returns the directory. */
    public static Path writeInto(Path directory) throws IOException {
        Files.createDirectories(directory);
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(directory.resolve(FILE_NAME)))) {
            zip.putNextEntry(new ZipEntry("META-INF/bundled-dependencies/"));
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("META-INF/services/pulsar-offloader.yaml"));
            zip.write(("name: " + FolderOffloader.DRIVER_NAME + "\n"
                            + "description: msgbench's offloader into a local folder (embedded standalone only)\n"
                            + "offloaderFactoryClass: " + FolderOffloaderFactory.class.getName() + "\n")
                    .getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        return directory;
    }
}
